import { t } from '@aula/i18n/visitor';
import { href, type Locale } from '@aula/routing';
import { SiteLink } from '../site-link/SiteLink';
import styles from './Logo.module.css';

export interface LogoProps {
  locale: Locale;
  /** spec 2: the error layout shows the logo animated. */
  animated?: boolean;
}

/**
 * spec 1: the logo links to the home page of the current language. Its name starts with the
 * word the logo shows (WCAG 2.5.3, label in name), then says where it leads.
 */
export function Logo({ locale, animated = false }: LogoProps) {
  return (
    <SiteLink
      href={href('home', locale)}
      className={styles['logo']}
      data-animated={animated}
      aria-label={`${t(locale, 'site.shortName')} – ${t(locale, 'header.home')}`}
    >
      {/* The turning mark's corners reach past the 40 × 40 box (its diagonal is 54): not cut. */}
      <svg
        viewBox="0 0 120 40"
        width="120"
        height="40"
        overflow="visible"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          className={styles['mark']}
          x="1"
          y="1"
          width="38"
          height="38"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <text x="48" y="29" fontSize="26" fontWeight="700" fill="currentColor">
          Aula
        </text>
      </svg>
    </SiteLink>
  );
}
