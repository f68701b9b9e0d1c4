import type { NavigationItem } from '@aula/api-client';
import { t } from '@aula/i18n/visitor';
import type { Locale } from '@aula/routing';
import { useConsent } from '../consent/consent-context';
import { SiteLink } from '../site-link/SiteLink';
import styles from './Footer.module.css';
import { MicrositeGroup, type MicrositeLinkEntry } from './MicrositeGroup';

/** spec 2: the microsite groups, in the footer's order. */
export const footerMicrositeCategories = [
  'fachbereich-musik',
  'fachbereich-kunst-und-design',
  'weitere-themen',
] as const;
export type FooterMicrositeCategory = (typeof footerMicrositeCategories)[number];

/** A named external link (social network, related website). */
export interface NamedLink {
  name: string;
  url: string;
}

export interface FooterProps {
  locale: Locale;
  /** The navigation's footer list (spec 3). */
  navigation: NavigationItem[];
  /** spec 2: the fixed campus portal link, first in the footer links. */
  campusPortalUrl: string;
  /** spec 2: the four social networks. */
  socialLinks: NamedLink[];
  /** The footer variant of the microsites (`/api/microsites/?simple=true`), keyed by category. */
  microsites: Partial<Record<FooterMicrositeCategory, MicrositeLinkEntry[]>>;
  /** spec 2: the related websites. */
  relatedWebsites: NamedLink[];
}

/**
 * spec 1/2: the footer: campus portal, footer navigation and cookie settings; social links;
 * microsites grouped by category; related websites.
 */
export function Footer({
  locale,
  navigation,
  campusPortalUrl,
  socialLinks,
  microsites,
  relatedWebsites,
}: FooterProps) {
  const { showPreferences } = useConsent();
  const groups = footerMicrositeCategories.filter(
    (category) => (microsites[category] ?? []).length > 0,
  );
  return (
    <footer className={styles['footer']}>
      <div className={styles['inner']}>
        <nav aria-label={t(locale, 'footer.navigation')} className={styles['column']}>
          <ul className={styles['list']}>
            <li>
              <SiteLink href={campusPortalUrl}>{t(locale, 'footer.campusPortal')}</SiteLink>
            </li>
            {navigation.map((item) => (
              <li key={item.url}>
                <SiteLink href={item.url}>{item.menu_name || item.headline}</SiteLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles['linkButton']} onClick={showPreferences}>
                {t(locale, 'footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label={t(locale, 'footer.social')} className={styles['column']}>
          <ul className={styles['social']}>
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.length > 0 && (
          <section aria-labelledby="footer-microsites" className={styles['microsites']}>
            <h2 id="footer-microsites" className={styles['heading']}>
              {t(locale, 'footer.microsites')}
            </h2>
            {groups.map((category) => (
              <MicrositeGroup
                key={category}
                title={t(locale, `footer.microsites.${category}`)}
                links={microsites[category] ?? []}
              />
            ))}
          </section>
        )}
        {relatedWebsites.length > 0 && (
          <nav aria-label={t(locale, 'footer.related')} className={styles['column']}>
            <h2 className={styles['heading']}>{t(locale, 'footer.related')}</h2>
            <ul className={styles['list']}>
              {relatedWebsites.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
