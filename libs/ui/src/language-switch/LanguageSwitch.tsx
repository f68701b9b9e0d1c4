import { t } from '@aula/i18n/visitor';
import { type Locale, locales } from '@aula/routing';
import { SiteLink } from '../site-link/SiteLink';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  locale: Locale;
  /** The current page in each language (a page's `urls`, or the route in the other language). */
  urls: Record<Locale, string>;
}

/** spec 2: the language switch; the active language is shown in italics. */
export function LanguageSwitch({ locale, urls }: LanguageSwitchProps) {
  return (
    <nav aria-label={t(locale, 'header.languages')}>
      <ul className={styles['list']}>
        {locales.map((language) => (
          <li key={language}>
            <SiteLink
              href={urls[language]}
              className={language === locale ? styles['active'] : styles['link']}
              aria-current={language === locale ? 'page' : undefined}
              // WCAG 2.5.3 (label in name): the name starts with the visible code.
              aria-label={`${language.toUpperCase()} – ${t(locale, `header.language.${language}`)}`}
              hrefLang={language}
              lang={language}
            >
              {language.toUpperCase()}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
