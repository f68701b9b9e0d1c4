import { effectiveHeaderBehaviour, type Page } from '@aula/api-client';
import { EditorSection, Modules, SlotPlaceholder } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import { PageHeaderBehaviour } from '@web/chrome/PageHeaderBehaviour/PageHeaderBehaviour';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { headingText } from '@web/screens/server-render-options';

interface ContentPageBodyProps {
  page: Page;
  locale: Locale;
  /** An editor's render: sections carry their `data-aula-*` attributes, an empty page a placeholder. */
  editor?: boolean;
  /** spec 2: the side navigation of a page inside a menu branch, below the headline. */
  sideNavigation?: ReactNode;
}

/**
 * DESIGN.md 2: a content-managed page: its headline and its sections, rendered on the server by
 * `@aula/blocks`, and its header behaviour for the chrome (spec 2).
 */
export function ContentPageBody({
  page,
  locale,
  editor = false,
  sideNavigation,
}: ContentPageBodyProps) {
  return (
    <>
      <PageHeaderBehaviour behaviour={effectiveHeaderBehaviour(page)} />
      <h1>{headingText(page.headline || page.title, locale)}</h1>
      {sideNavigation}
      {editor ? (
        <EditorSections page={page} locale={locale} />
      ) : (
        <Modules modules={page.modules} options={visitorRenderOptions(locale)} />
      )}
    </>
  );
}

/** DESIGN.md 8: a page's sections as an editor sees them; a page without any offers its first. */
export function EditorSections({ page, locale }: { page: Page; locale: Locale }) {
  if (page.modules.length === 0)
    return <SlotPlaceholder locale={locale} slug={null} pageId={page.id} />;
  return page.modules.map((section) => (
    <EditorSection key={section.id} section={section} options={visitorRenderOptions(locale)} />
  ));
}
