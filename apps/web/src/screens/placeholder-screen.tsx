import type { ScreenId } from '@aula/routing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { screenMetadata } from '../seo/screen-metadata';
import { type FolderParams, folderScreen } from './folder-screen';
import { screenTitle } from './screen-title';

interface ScreenProps {
  params: Promise<FolderParams>;
}

/**
 * A screen of the route table whose real page is not built yet: a minimal page with the
 * translated title and the full metadata, so every route of spec 2 resolves.
 * `toValues` maps the folder's params to the screen's (the search page's catch-all).
 */
export function placeholderScreen(screen: ScreenId, toValues: (params: FolderParams) => FolderParams = (params) => params) {
  async function resolve(params: Promise<FolderParams>) {
    const match = folderScreen(screen, toValues(await params));
    if (!match) notFound();
    return match;
  }

  return {
    async generateMetadata({ params }: ScreenProps): Promise<Metadata> {
      const match = await resolve(params);
      return screenMetadata(match, screenTitle(screen, match.locale));
    },
    async Page({ params }: ScreenProps) {
      const match = await resolve(params);
      return <h1>{screenTitle(screen, match.locale)}</h1>;
    },
  };
}
