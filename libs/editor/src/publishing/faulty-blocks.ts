import { blockDefinition, type FieldErrors } from '@aula/api-client';
import { isMessageKey, t } from '@aula/i18n';
import type { Locale } from '@aula/routing';

/** One faulty field of a draft as the publish dialog lists it. */
export interface FaultyBlock {
  sectionId: number;
  /** The block's place in its section's draft (from 1, as editors count). */
  number: number;
  model: string;
  field: string;
  message: string;
}

/**
 * DESIGN.md 8: the errors publishing met (`sections.<id>.blocks.<index>.<field>`) as readable
 * entries: the block's translated name, the field's label and the message in `locale`.
 * `models` gives each section's draft block models, in order.
 */
export function faultyBlocks(
  locale: Locale,
  errors: FieldErrors,
  models: (sectionId: number, index: number) => string | undefined,
): FaultyBlock[] {
  return Object.entries(errors).flatMap(([path, messages]) => {
    const match = /^sections\.(\d+)\.blocks\.(\d+)\.([^.]+)/.exec(path);
    if (!match) return [];
    const sectionId = Number(match[1]);
    const index = Number(match[2]);
    const field = match[3] ?? '';
    const model = models(sectionId, index) ?? '';
    const definition = blockDefinition(model);
    const fieldDefinition = definition
      ? (definition.fields as Record<string, { label: Parameters<typeof t>[1] } | undefined>)[field]
      : undefined;
    const key = messages[0];
    return [
      {
        sectionId,
        number: index + 1,
        model: definition ? t(locale, definition.label) : model,
        field: fieldDefinition ? t(locale, fieldDefinition.label) : field,
        message: key && isMessageKey(key) ? t(locale, key) : t(locale, 'editor.alert.invalid'),
      },
    ];
  });
}

/** The id of the marker a faulty section gets on the page (the dialog's links point to it). */
export const faultyMarkerId = (sectionId: number) => `aula-faulty-${sectionId}`;

/**
 * DESIGN.md 8: marks each faulty section on the page itself (`data-aula-faulty`, a labelled marker
 * that the publish dialog links to); answers the function that removes the marks.
 */
export function markFaultySections(
  root: Document,
  sectionIds: readonly number[],
  label: string,
): () => void {
  const added: HTMLElement[] = [];
  for (const id of new Set(sectionIds)) {
    const section = root.querySelector<HTMLElement>(
      `[data-aula-model="ContainerModule"][data-aula-module-id="${id}"]`,
    );
    if (!section) continue;
    section.dataset['aulaFaulty'] = 'true';
    const marker = root.createElement('p');
    marker.id = faultyMarkerId(id);
    marker.tabIndex = -1;
    marker.dataset['aulaFaultyMarker'] = '';
    marker.textContent = label;
    marker.setAttribute(
      'style',
      'margin:0;padding:0.5rem 0.75rem;background:#fde2e1;color:#7a0000;border:2px solid #b00020;font-weight:700',
    );
    section.prepend(marker);
    added.push(section);
  }
  return () => {
    for (const section of added) {
      delete section.dataset['aulaFaulty'];
      section.querySelector(':scope > [data-aula-faulty-marker]')?.remove();
    }
  };
}
