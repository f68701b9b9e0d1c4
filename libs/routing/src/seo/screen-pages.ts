import { href } from '../href';
import { routeTable, screenIds, type ScreenId } from '../route-table';

/** A page for the sitemap: its German path and its English one. */
export interface ScreenPage {
  de: string;
  en: string;
}

/** Screens that are no page of their own for a search engine: the 404 page and search results. */
const unlisted: ReadonlySet<ScreenId> = new Set<ScreenId>(['notFound', 'search']);

/** Screens whose path has no parameter (home, the lists, press, study overview...). */
type FixedScreen = {
  [S in ScreenId]: (typeof routeTable)[S]['de'] extends `${string}{${string}` ? never : S;
}[ScreenId];

function isFixed(screen: ScreenId): screen is FixedScreen {
  return !routeTable[screen].de.includes('{');
}

/** spec 2: every screen of the route table without parameters, in both languages. */
export function screenPages(): ScreenPage[] {
  return screenIds
    .filter((screen) => !unlisted.has(screen))
    .filter(isFixed)
    .map((screen) => ({ de: href(screen, 'de'), en: href(screen, 'en') }));
}
