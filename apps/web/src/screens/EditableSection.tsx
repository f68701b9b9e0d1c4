import type { ContainerModule } from '@aula/api-client';
import { Modules } from '@aula/blocks';
import type { Locale } from '@aula/routing';
import { cacheTags } from '../content/cache-tags';
import { missingOrDegraded } from '../content/lost-data';
import { visitorApi } from '../content/visitor-api';
import { visitorRenderOptions } from './visitor-render-options';

/** Whether a section has anything to show (a visitor never sees an empty one). */
function hasContent(section: ContainerModule): boolean {
  return section.columns.some((column) => column.children.length > 0);
}

/** The section of a slot by slug, cached under `section-{slug}`; null when missing (a failing API abandons the render, issue 16.1). */
export async function loadSection(locale: Locale, slug: string): Promise<ContainerModule | null> {
  try {
    return await visitorApi([cacheTags.section(slug)]).pageEditor.containerBySlug(locale, slug);
  } catch (error) {
    return missingOrDegraded(error, `section ${slug}`);
  }
}

interface EditableSectionProps {
  locale: Locale;
  /** DESIGN.md 2: the slot's slug, for example `news-12-body`. */
  slug: string;
}

/**
 * DESIGN.md 2: an editable slot of a screen. Visitors see it only when the section exists and
 * has content; nothing of the editor is rendered here (the editor bundle finds the slot by its
 * `data-section-slug`).
 */
export async function EditableSection({ locale, slug }: EditableSectionProps) {
  const section = await loadSection(locale, slug);
  if (!section || !hasContent(section)) return null;
  return (
    <div data-section-slug={slug}>
      <Modules modules={[section]} options={visitorRenderOptions(locale)} />
    </div>
  );
}
