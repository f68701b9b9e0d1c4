import type { ScreenId } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { screenMetadata } from '@web/seo/screen-metadata';
import { type FolderParams, folderScreen } from './folder-screen';
import { screenTitle } from './screen-title';

/** The params of a screen without entity: its folder params. */
export interface StaticScreenProps {
  params: Promise<FolderParams>;
}

/** A screen of the route table that is not an entity's page: its match (or not found) and its metadata. */
export function staticScreen<S extends ScreenId>(screen: S) {
  async function resolve(params: StaticScreenProps['params']) {
    const match = folderScreen(screen, await params);
    if (!match) notFound();
    return match;
  }
  return {
    resolve,
    async generateMetadata({ params }: StaticScreenProps): Promise<Metadata> {
      const match = await resolve(params);
      return screenMetadata(match, screenTitle(screen, match.locale));
    },
  };
}
