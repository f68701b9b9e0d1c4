/** An editable place on the page: an existing section or a missing slot's placeholder (DESIGN.md 8). */
export type EditTarget =
  | { kind: 'section'; element: HTMLElement; id: number; slug: string }
  | { kind: 'slot'; element: HTMLElement; slug: string | null; pageId: number | null };

/** Where a missing section belongs (spec 4/7: content_type, object_id, slug). */
export interface SlotPlacement {
  slug: string | null;
  content_type: string | null;
  object_id: number | null;
}

/** The content type of a content page's sections (the content server's `pageContentType`). */
export const pageContentType = 'pageeditor.page';

/**
 * The sections and slot placeholders the host marked in an editor render (`data-aula-*`):
 * sections by `data-aula-model="ContainerModule"` with their module id, placeholders by
 * `data-aula-placeholder`. Nested containers are edited with their outer section.
 */
export function findEditTargets(root: ParentNode): EditTarget[] {
  const targets: EditTarget[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(
    '[data-aula-model="ContainerModule"][data-aula-module-id]',
  )) {
    if (element.parentElement?.closest('[data-aula-model="ContainerModule"][data-aula-module-id]'))
      continue;
    const id = Number(element.dataset['aulaModuleId']);
    if (Number.isInteger(id) && id > 0)
      targets.push({ kind: 'section', element, id, slug: element.dataset['aulaSlug'] ?? '' });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-aula-placeholder]')) {
    const page = Number(element.dataset['aulaPage']);
    targets.push({
      kind: 'slot',
      element,
      slug: element.dataset['aulaSlug'] || null,
      pageId: Number.isInteger(page) && page > 0 ? page : null,
    });
  }
  return targets;
}

/**
 * spec 4/7: the placement of the container a placeholder creates. A content page's first
 * section belongs to the page; a detail slot (`news-12-body`) to its entity; another slot
 * (`guest-auditors-body`) only has its slug.
 */
export function slotPlacement(slot: { slug: string | null; pageId: number | null }): SlotPlacement {
  if (slot.pageId !== null)
    return { slug: slot.slug, content_type: pageContentType, object_id: slot.pageId };
  const entity = slot.slug ? /^([a-z]+(?:-[a-z]+)*?)-(\d+)-[a-z0-9-]+$/.exec(slot.slug) : null;
  return {
    slug: slot.slug,
    content_type: entity?.[1] ?? null,
    object_id: entity ? Number(entity[2]) : null,
  };
}
