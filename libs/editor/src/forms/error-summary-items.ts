import { blockDefinition, type BlockFields, type FieldErrors } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { fieldId } from './field-id';
import { errorText } from './form-text';

/** One entry of the error summary: where it links and what it says. */
export interface ErrorSummaryItem {
  href: string;
  text: string;
}

/** The labels along a field path (`children.1.content` -> FAQ entries › FAQ entry 2 › Question and answer). */
function labelsOf(locale: Locale, fields: BlockFields, path: string[]): string[] {
  const [key, index, ...rest] = path;
  const field = key === undefined ? undefined : fields[key];
  if (!field) return [];
  const labels = [t(locale, field.label)];
  if (field.kind !== 'children' || index === undefined) return labels;
  const item = blockDefinition(field.model);
  if (!item) return labels;
  return [
    ...labels,
    `${t(locale, item.label)} ${Number(index) + 1}`,
    ...labelsOf(locale, item.fields, rest),
  ];
}

/**
 * The error summary of one block (DESIGN.md 8): each faulty field named by its labels, with its
 * translated message, linking to the field (`fieldId(idPrefix, path)`).
 */
export function errorSummaryItems(
  locale: Locale,
  model: string,
  idPrefix: string,
  errors: FieldErrors,
): ErrorSummaryItem[] {
  const definition = blockDefinition(model);
  const blockLabel = definition ? t(locale, definition.label) : model;
  return Object.entries(errors).flatMap(([path, messages]) => {
    const labels = definition && path ? labelsOf(locale, definition.fields, path.split('.')) : [];
    const message = errorText(locale, messages[0]);
    return [
      {
        href: `#${path ? fieldId(idPrefix, path) : idPrefix}`,
        text: `${[blockLabel, ...labels].join(' › ')}: ${message}`,
      },
    ];
  });
}
