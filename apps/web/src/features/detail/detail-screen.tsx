import type { ApiClient, CacheTagKind, LocalizedUrls } from '@aula/api-client';
import type { Locale, ScreenId, ScreenMatch } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { EditableSection } from '@web/features/editing/EditableSection';
import { type FolderParams, folderScreen } from '@web/screens/folder-screen';
import { generateStaticParams } from '@web/screens/on-demand';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type ReactNode, cache } from 'react';
import { entityMetadata } from './entity-metadata';
import { entityId, loadEntity } from './load-entity';
import { DetailBreadcrumbs, type ParentScreen } from './DetailBreadcrumbs';
import { OtherLanguageLink } from './OtherLanguageLink';

/** What every detail entity has: its path in each language and the slug of its editable section. */
export interface DetailEntity {
  urls: LocalizedUrls;
  body_slug: string;
}

/** The parts a detail screen shows around its editable section. */
export interface DetailPartProps<E> {
  entity: E;
  locale: Locale;
}

export interface DetailScreenConfig<S extends ScreenId, E extends DetailEntity> {
  screen: S;
  /** The route parameter that holds the entity's id (default `id`). */
  idParam?: string;
  /** The entity's cache tag kind (`news` gives `news-{id}`). */
  tag: CacheTagKind;
  fetch: (api: ApiClient, locale: Locale, id: number) => Promise<E>;
  /** False when the entity does not belong to the rest of the path (the not-found page). */
  belongs?: (entity: E, screen: ScreenMatch<S>) => boolean;
  seo: (entity: E) => { title: string; description?: string | undefined; image?: string | null | undefined };
  /** Issue 17: the list or overview the breadcrumbs lead back to (home first, the entity's title last). */
  parent?: ParentScreen;
  /** The `article`'s class (`detail`: the readable column). */
  className?: string;
  /** Everything above the editable section (headline, facts, images, JSON-LD). */
  Head: (props: DetailPartProps<E>) => ReactNode | Promise<ReactNode>;
  /** What follows the section (a contact, a list of subjects). */
  Foot?: (props: DetailPartProps<E>) => ReactNode | Promise<ReactNode>;
}

interface DetailScreenProps {
  params: Promise<FolderParams>;
}

/**
 * spec 2: the skeleton every detail page shares: the entity read once per render from the
 * tagged cache (a missing or foreign id is the not-found page), its metadata with the
 * entity's own path in each language, its parts, its editable section (`{kind}-{id}-body`)
 * and the link to its other language. Returns what the route file exports (rendered on
 * demand and kept in the full-route cache: `generateStaticParams`).
 */
export function detailScreen<S extends ScreenId, E extends DetailEntity>(config: DetailScreenConfig<S, E>) {
  const { screen: screenId, idParam = 'id', tag, fetch, belongs, seo, parent, className, Head, Foot } = config;
  const load = cache(async (params: FolderParams) => {
    const screen = folderScreen(screenId, params);
    if (!screen) notFound();
    const id = entityId((screen.params as Record<string, string | undefined>)[idParam]);
    const entity = await loadEntity(fetch(visitorApi([cacheTags.entity(tag, id)]), screen.locale, id));
    if (belongs && !belongs(entity, screen)) notFound();
    return { locale: screen.locale, entity };
  });

  async function generateMetadata({ params }: DetailScreenProps): Promise<Metadata> {
    const { locale, entity } = await load(await params);
    return entityMetadata({ ...seo(entity), urls: entity.urls }, locale);
  }

  async function DetailPage({ params }: DetailScreenProps) {
    const { locale, entity } = await load(await params);
    return (
      <article className={className}>
        {parent && <DetailBreadcrumbs locale={locale} parents={[parent]} current={seo(entity).title} />}
        <Head entity={entity} locale={locale} />
        <EditableSection locale={locale} slug={entity.body_slug} />
        {Foot && <Foot entity={entity} locale={locale} />}
        <OtherLanguageLink locale={locale} urls={entity.urls} />
      </article>
    );
  }

  /** The entity's path in each language, for the header's language switch (spec 2). */
  async function languageUrls(params: FolderParams): Promise<LocalizedUrls> {
    return (await load(params)).entity.urls;
  }

  return { generateMetadata, generateStaticParams, Page: DetailPage, languageUrls };
}
