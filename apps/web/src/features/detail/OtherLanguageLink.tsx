import { t } from '@aula/i18n';
import type { LocalizedUrls } from '@aula/api-client';
import { type Locale, otherLocale } from '@aula/routing';

/** spec 2: a detail page links its other language through the entity's own path there. */
export function OtherLanguageLink({ locale, urls }: { locale: Locale; urls: LocalizedUrls }) {
  const other = otherLocale(locale);
  return (
    <p className="other-language">
      <a href={urls[other]} hrefLang={other} lang={other} data-testid="other-language">
        {t(locale, 'page.otherLanguage')}
      </a>
    </p>
  );
}
