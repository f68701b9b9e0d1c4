// @aula/routing/seo: what search engines read, derived from the route table: the screens a
// sitemap lists, the content-page path of a navigation link, the robots rules, and a page's
// metadata (canonical, hreflang alternates, Open Graph locales).
export { contentPagePath } from './seo/content-page-path';
export { ogLocale } from './seo/og-locale';
export { pageMetadata, type PageMetadata, type PageMetadataInput } from './seo/page-metadata';
export { robotsRules, type RobotsRules } from './seo/robots-rules';
export { screenPages, type ScreenPage } from './seo/screen-pages';
