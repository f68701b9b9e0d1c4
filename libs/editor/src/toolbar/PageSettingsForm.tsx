import {
  pageSettingsFields,
  type AnyModule,
  type ApiClient,
  type FieldErrors,
  type PageSettings,
} from '@aula/api-client';
import { t } from '@aula/i18n';
import type { Locale } from '@aula/routing';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ErrorSummary } from '../forms/ErrorSummary/ErrorSummary';
import { fieldId } from '../forms/field-id';
import { BlockFormContext, type BlockFormContextValue } from '../forms/form-context';
import { errorText, formText } from '../forms/form-text';
import { FieldList } from '../forms/fields/FieldList';
import fieldStyles from '../forms/fields/fields.module.css';
import styles from '../section/SectionDialog.module.css';
import {
  pageSettingsFormSchema,
  pageSettingsValues,
  type PageSettingsFormOutput,
  type PageSettingsFormValues,
} from './page-settings-values';

export interface PageSettingsFormProps {
  locale: Locale;
  client: ApiClient;
  page: PageSettings;
  /** Sends the values; answers the server's field errors (empty when saved). */
  onSubmit(values: PageSettingsFormOutput): Promise<FieldErrors>;
  onCancel(): void;
}

const idPrefix = 'aula-page-settings';

/**
 * DESIGN.md 8: the page settings as a form generated from `pageSettingsFields` with the block
 * forms' controls (the og image with upload and preview): react-hook-form with the valibot
 * resolver over the server's own input schema; an error summary linked to the fields; the
 * server's 400 errors land on the fields too.
 */
export function PageSettingsForm({
  locale,
  client,
  page,
  onSubmit,
  onCancel,
}: PageSettingsFormProps) {
  const methods = useForm<PageSettingsFormValues, unknown, PageSettingsFormOutput>({
    defaultValues: pageSettingsValues(page),
    resolver: valibotResolver(pageSettingsFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const module = useMemo(
    () => ({ image: page.og_image_id, image_url: page.og_image }) as unknown as AnyModule,
    [page],
  );
  const context = useMemo<BlockFormContextValue>(
    () => ({
      idPrefix,
      locale,
      text: formText(locale),
      module,
      client,
      renderFields: (fields, path) => <FieldList fields={fields} path={path} />,
    }),
    [locale, module, client],
  );
  const { errors, submitCount } = methods.formState;
  // The summary lists the faulty fields once a save was tried (each links to its field).
  const summary =
    submitCount === 0
      ? []
      : Object.entries(errors).flatMap(([name, error]) => {
          const field = pageSettingsFields[name as keyof typeof pageSettingsFields];
          const message = typeof error?.message === 'string' ? error.message : undefined;
          return field && message
            ? [
                {
                  href: `#${fieldId(idPrefix, name)}`,
                  text: `${t(locale, field.label)}: ${errorText(locale, message)}`,
                },
              ]
            : [];
        });

  const submit = methods.handleSubmit(async (values) => {
    const serverErrors = await onSubmit(values);
    for (const [name, [message]] of Object.entries(serverErrors)) {
      if (message)
        methods.setError(
          name in pageSettingsFields ? (name as keyof PageSettingsFormValues) : 'root',
          { type: 'server', message },
        );
    }
  });

  return (
    <FormProvider {...methods}>
      <BlockFormContext.Provider value={context}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <ErrorSummary locale={locale} items={summary} />
          <fieldset className={fieldStyles.form} data-aula-form="page-settings">
            {/* The dialog's title already says "page settings": the legend names what the fields hold. */}
            <legend className={fieldStyles.formLegend}>
              {t(locale, 'editor.settings.fields')}
            </legend>
            <FieldList fields={pageSettingsFields} path="" />
          </fieldset>
          <div className={styles.actions}>
            <button
              type="submit"
              className={styles.primary}
              disabled={methods.formState.isSubmitting}
            >
              {t(locale, 'editor.settings.save')}
            </button>
            <button type="button" className={styles.button} onClick={onCancel}>
              {t(locale, 'editor.dialog.cancel')}
            </button>
          </div>
        </form>
      </BlockFormContext.Provider>
    </FormProvider>
  );
}
