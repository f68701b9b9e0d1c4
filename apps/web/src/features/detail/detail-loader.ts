import type { ApiClient, CacheTagKind, LocalizedUrls } from '@aula/api-client';
import type { Locale, ScreenId, ScreenMatch } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { entityId, loadEntity } from './load-entity';

/** What every detail entity has: its path in each language and the slug of its editable section. */
export interface DetailEntity {
  urls: LocalizedUrls;
  body_slug: string;
}

export interface DetailSource<S extends ScreenId, E extends DetailEntity> {
  screen: S;
  /** The route parameter that holds the entity's id (default `id`). */
  idParam?: string;
  /** The entity's cache tag kind (`news` gives `news-{id}`). */
  tag: CacheTagKind;
  fetch: (api: ApiClient, locale: Locale, id: number) => Promise<E>;
  /** False when the entity does not belong to the rest of the path (the not-found page). */
  belongs?: (entity: E, screen: ScreenMatch<S>) => boolean;
}

/**
 * The entity of a detail screen, read once per render from the tagged cache (a missing or
 * foreign id is the not-found page), and its path in each language for the header's language
 * switch. DESIGN.md 5: apart from the screen's rendering, so that the language switch (rendered
 * beside every page) does not bring the blocks' client islands into every page's scripts.
 */
export function detailLoader<S extends ScreenId, E extends DetailEntity>({
  screen: screenId,
  idParam = 'id',
  tag,
  fetch,
  belongs,
}: DetailSource<S, E>) {
  const load = cache(async (params: FolderParams) => {
    const screen = folderScreen(screenId, params);
    if (!screen) notFound();
    const id = entityId((screen.params as Record<string, string | undefined>)[idParam]);
    const entity = await loadEntity(
      fetch(visitorApi([cacheTags.entity(tag, id)]), screen.locale, id),
    );
    if (belongs && !belongs(entity, screen)) notFound();
    return { locale: screen.locale, entity };
  });
  const languageUrls = async (params: FolderParams): Promise<LocalizedUrls> =>
    (await load(params)).entity.urls;
  return { load, languageUrls };
}

export type DetailLoader<E extends DetailEntity> = ReturnType<typeof detailLoader<ScreenId, E>>;
