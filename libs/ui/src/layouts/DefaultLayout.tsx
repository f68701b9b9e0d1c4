import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { CustomCursor } from '../custom-cursor/CustomCursor';
import { PageTransition } from '../page-transition/PageTransition';
import { useRouteScroll } from '../scroll/use-route-scroll';
import { ScrollToTop } from '../scroll-to-top/ScrollToTop';
import { SkipLink } from '../skip-link/SkipLink';
// The design tokens ride with the layouts: a host compiling this library from source imports
// components directly (the index's own side effects are skipped by its bundler), and every page
// has one of the two layouts.
import '../tokens/tokens.css';
import '../tokens/base.css';
import '../tokens/forms.css';
import styles from './layouts.module.css';

export interface DefaultLayoutProps {
  locale: Locale;
  /** The current path: a new one scrolls to the top (or the hash) and plays the page transition. */
  path: string;
  /** The editors' toolbar (empty for visitors). */
  editorHeader?: ReactNode;
  /** `BreakingNews`. */
  breakingNews?: ReactNode;
  /** `Header`. */
  header: ReactNode;
  /** `Footer`. */
  footer?: ReactNode;
  /** `LoadingBar` and other page-wide overlays. */
  overlays?: ReactNode;
  /** The page content. */
  children?: ReactNode;
}

/**
 * spec 2: the default layout, in its order: skip link (first focusable element), editor header,
 * breaking news, site header, the search wrapper around the content, footer, scroll-to-top
 * button and custom cursor.
 */
export function DefaultLayout({
  locale,
  path,
  editorHeader,
  breakingNews,
  header,
  footer,
  overlays,
  children,
}: DefaultLayoutProps) {
  useRouteScroll(path);
  return (
    <>
      <SkipLink locale={locale} />
      {editorHeader}
      {breakingNews}
      {header}
      <div className={styles['searchWrapper']}>
        <main id="content" tabIndex={-1} className={styles['content']}>
          <PageTransition transitionKey={path}>{children}</PageTransition>
        </main>
      </div>
      {footer}
      <ScrollToTop locale={locale} />
      <CustomCursor />
      {overlays}
    </>
  );
}
