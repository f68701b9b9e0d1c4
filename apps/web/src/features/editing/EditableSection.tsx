import { type ContainerModule, NotFoundError } from '@aula/api-client';
import { EditorSection, Modules, SlotPlaceholder } from '@aula/blocks';
import { sharedServerReporter } from '@aula/api-client/error-reporting/node';
import type { Locale } from '@aula/routing';
import { cacheTags } from '@web/content/cache-tags';
import { missingOrDegraded } from '@web/content/lost-data';
import { visitorApi } from '@web/content/visitor-api';
import { serverRenderOptions } from '@web/screens/server-render-options';
import { visitorRenderOptions } from '@web/screens/visitor-render-options';
import { type EditorSession, editorSession } from './editor-session';

/** Whether a section has anything to show (a visitor never sees an empty one). */
function hasContent(section: ContainerModule): boolean {
  return section.columns.some((column) => column.children.length > 0);
}

/**
 * The section of a slot by slug: for visitors from the cache under `section-{slug}`, for
 * editors uncached with their session (DESIGN.md 8). `null` when it does not exist,
 * `undefined` when loading failed (spec 8: the screen renders without it).
 */
export async function loadSection(
  locale: Locale,
  slug: string,
  editor: EditorSession | null = null,
): Promise<ContainerModule | null | undefined> {
  try {
    const api = editor?.api ?? visitorApi([cacheTags.section(slug)]);
    return await api.pageEditor.containerBySlug(locale, slug);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    // A visitor render that lost a section to a failing API is never cached.
    if (!editor) return missingOrDegraded(error, `section ${slug}`);
    sharedServerReporter().report(error, { what: `section ${slug}` });
    return undefined;
  }
}

interface EditableSectionProps {
  locale: Locale;
  /** DESIGN.md 2: the slot's slug, for example `news-12-body`. */
  slug: string;
}

/**
 * DESIGN.md 2, 8: an editable slot of a screen. Visitors see it only when the section exists
 * and has content, with no trace of the editor. Editors (draft mode) see it with its
 * `data-aula-*` attributes, empty or not, and a labelled placeholder where it does not exist yet.
 */
export async function EditableSection({ locale, slug }: EditableSectionProps) {
  const editor = await editorSession(locale);
  const section = await loadSection(locale, slug, editor);
  if (editor) {
    // Only a section that surely does not exist gets the placeholder: a failed load offers no duplicate.
    if (section === undefined) return null;
    return section ? (
      <EditorSection section={section} options={visitorRenderOptions(locale)} slug={slug} />
    ) : (
      <SlotPlaceholder locale={locale} slug={slug} />
    );
  }
  if (!section || !hasContent(section)) return null;
  // Visitors get the headings hyphenated; the editor's render stays as typed (DESIGN.md 8).
  return <Modules modules={[section]} options={serverRenderOptions(locale)} />;
}
