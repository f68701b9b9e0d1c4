import type { Page } from '@aula/api-client';
import { Modules } from '@aula/blocks';
import { isLocale, type Locale } from '@aula/routing';
import { notFound } from 'next/navigation';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';

/** The params of the content page routes (`cms` for visitors, `cms-editor` for sessions). */
export interface ContentPageParams {
  locale: string;
  path?: string[];
}

/** The language and the URL-encoded path below it of a content page route, or the not-found page. */
export function contentPageSlug({ locale, path = [] }: ContentPageParams): { locale: Locale; slug: string } {
  if (!isLocale(locale) || path.length === 0) notFound();
  return { locale, slug: path.map(encodeURIComponent).join('/') };
}

/** DESIGN.md 2: a content-managed page: its headline and its sections, rendered on the server by `@aula/blocks`. */
export function ContentPageBody({ page, locale }: { page: Page; locale: Locale }) {
  return (
    <>
      <h1>{page.headline || page.title}</h1>
      <Modules modules={page.modules} options={visitorRenderOptions(locale)} />
    </>
  );
}
