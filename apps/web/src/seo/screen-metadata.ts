import { type MessageKey, t } from '@aula/i18n';
import { alternates, type ScreenId, type ScreenMatch, type ScreenParams } from '@aula/routing';
import { type PageMetadata, pageMetadata } from '@aula/routing/seo';

interface ScreenMetadataOptions<S extends ScreenId> {
  /** The entity's parameters in the other language (its slug there), where they differ. */
  otherParams?: Partial<ScreenParams<S>>;
  /** A query that makes the page another document (`?page=2` of a list), kept on every link. */
  query?: string;
  /**
   * The meta description; the screen's own text of `@aula/i18n` by default (every screen has one,
   * for search engines).
   */
  description?: string;
}

/** The meta description every screen of the route table has in `@aula/i18n`. */
export function screenDescription(screen: ScreenId, locale: ScreenMatch['locale']): string {
  return t(locale, `screenDescription.${screen}` as MessageKey);
}

/** spec 2: the metadata of a screen of the route table (see `pageMetadata`), its links in both languages. */
export function screenMetadata<S extends ScreenId>(
  screen: ScreenMatch<S>,
  title: string,
  { otherParams, query = '', description }: ScreenMetadataOptions<S> = {},
): PageMetadata {
  const { languages } = alternates<S>(screen, otherParams);
  const urls = { de: `${languages.de}${query}`, en: `${languages.en}${query}` };
  return pageMetadata({
    locale: screen.locale,
    title,
    siteName: t(screen.locale, 'site.name'),
    urls,
    description: description ?? screenDescription(screen.screen, screen.locale),
  });
}
