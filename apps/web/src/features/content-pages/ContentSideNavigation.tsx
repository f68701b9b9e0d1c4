import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { missingOrDegraded } from '@web/content/lost-data';
import { visitorApi } from '@web/content/visitor-api';
import { SideNavigationIsland } from './SideNavigationIsland';

/** The layout's tags for its navigation read: both reads are one cached answer. */
const chromeTags = (['navigation', 'breaking-news', 'microsite'] as const).map(cacheTags.list);

/**
 * spec 2: the side navigation of a content page, for a page inside a menu branch (nothing
 * otherwise). The menu is the layout's navigation answer, read again from the data cache.
 */
export async function ContentSideNavigation({ locale, url }: { locale: Locale; url: string }) {
  const navigation = await visitorApi(chromeTags)
    .pageEditor.nav(locale)
    .catch((error: unknown) => missingOrDegraded(error, '[content page] loading the navigation'));
  if (!navigation) return null;
  return <SideNavigationIsland locale={locale} menu={navigation.menu} currentUrl={url} />;
}
