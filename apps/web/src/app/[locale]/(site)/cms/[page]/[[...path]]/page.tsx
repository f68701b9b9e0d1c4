import { ContentPage } from '@web/features/content-pages/content-page-screen';

export { generateMetadata } from '@web/features/content-pages/content-page-screen';
export { generateStaticParams } from '@web/screens/on-demand';

/**
 * DESIGN.md 2: a content-managed page (the proxy has already answered stored redirects and
 * unknown paths), kept in the full-route cache for visitors, rendered uncached for editors.
 */
export default ContentPage;
