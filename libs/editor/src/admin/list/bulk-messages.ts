import {
  ConflictError,
  ValidationError,
  type AdminBulkAction,
  type AdminBulkResult,
} from '@aula/api-client';
import { pluralKey, type PluralKey } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { errorText, type FormText } from '../../forms/form-text';

const done: Record<AdminBulkAction, PluralKey> = {
  publish: 'admin.bulk.published',
  unpublish: 'admin.bulk.unpublished',
  delete: 'admin.bulk.deleted',
};

/** What a finished bulk action says: "3 Einträge veröffentlicht", "1 entry deleted". */
export function bulkDoneText(locale: Locale, text: FormText, result: AdminBulkResult): string {
  return text(pluralKey(locale, done[result.action], result.count), { count: result.count });
}

/** Why a bulk action failed, in the admin's language (the server names it by i18n key). */
export function bulkErrorText(locale: Locale, error: unknown): string {
  if (error instanceof ConflictError) return errorText(locale, 'admin.bulk.inUse');
  if (error instanceof ValidationError) {
    const [first] = Object.values(error.fieldErrors).flat();
    return errorText(locale, first);
  }
  return errorText(locale, 'admin.bulk.failed');
}

/** The titles a delete names: the first five, then how many more ("A, B, C und 4 weitere"). */
export function namedTitles(text: FormText, titles: readonly string[]): string {
  const shown = titles.slice(0, 5).join(', ');
  return titles.length > 5
    ? text('admin.bulk.andMore', { titles: shown, count: titles.length - 5 })
    : shown;
}
