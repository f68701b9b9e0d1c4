import { type MessageKey, t } from '@aula/i18n';
import { alternates, otherLocale, type ScreenId, type ScreenMatch, type ScreenParams } from '@aula/routing';
import type { Metadata } from 'next';
import { ogLocale } from './og-locale';

interface ScreenMetadataOptions<S extends ScreenId> {
  /** The entity's parameters in the other language (its slug there), where they differ. */
  otherParams?: Partial<ScreenParams<S>>;
  /** A query that makes the page another document (`?page=2` of a list), kept on every link. */
  query?: string;
  /** The meta description; the screen's own text of `@aula/i18n` by default (issue 16.17: every screen has one). */
  description?: string;
}

/** issue 16.17: the meta description every screen of the route table has in `@aula/i18n`. */
export function screenDescription(screen: ScreenId, locale: ScreenMatch['locale']): string {
  return t(locale, `screenDescription.${screen}` as MessageKey);
}

/**
 * spec 2 (language switch, page titles): the metadata of a screen: its title for the layout's
 * template, `rel=canonical`, `rel=alternate hreflang` for de, en and x-default, `og:locale`
 * and `og:locale:alternate`.
 */
export function screenMetadata<S extends ScreenId>(
  screen: ScreenMatch<S>,
  title: string,
  { otherParams, query = '', description = screenDescription(screen.screen, screen.locale) }: ScreenMetadataOptions<S> = {},
): Metadata {
  const links = alternates<S>(screen, otherParams);
  const canonical = `${links.canonical}${query}`;
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: {
        de: `${links.languages.de}${query}`,
        en: `${links.languages.en}${query}`,
        'x-default': `${links.languages['x-default']}${query}`,
      },
    },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: t(screen.locale, 'site.name'),
      locale: ogLocale[screen.locale],
      alternateLocale: [ogLocale[otherLocale(screen.locale)]],
    },
  };
}
