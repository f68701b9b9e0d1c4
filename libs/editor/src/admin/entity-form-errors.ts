import type { EntityDefinition, FieldErrors } from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import type { ErrorSummaryItem } from '../forms/error-summary-items';
import { fieldId } from '../forms/field-id';
import { errorText } from '../forms/form-text';

/** The error summary of an entity form: each faulty field by label (and language), linking to it. */
export function entityErrorItems(
  locale: Locale,
  definition: EntityDefinition,
  idPrefix: string,
  errors: FieldErrors,
): ErrorSummaryItem[] {
  return Object.entries(errors).map(([key, [message]]) => {
    const language = /_(de|en)$/.exec(key)?.[1];
    const field =
      definition.fields[key] ?? (language ? definition.fields[key.slice(0, -3)] : undefined);
    const label = field ? t(locale, field.field.label) : key;
    const suffix =
      language && field?.bilingual
        ? ` (${t(locale, language === 'de' ? 'admin.form.german' : 'admin.form.english')})`
        : '';
    return {
      href: `#${fieldId(idPrefix, key)}`,
      text: `${label}${suffix}: ${errorText(locale, message)}`,
    };
  });
}
