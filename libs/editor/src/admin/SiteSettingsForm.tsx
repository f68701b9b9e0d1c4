import {
  siteSettingsFields,
  siteSettingsSchema,
  ValidationError,
  type SiteSettings,
} from '@aula/api-client';
import { adminSiteSettingsQuery } from '@aula/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { editorClient } from '../editor-client';
import { FieldList } from '../forms/fields/FieldList';
import { BlockFormContext, type BlockFormContextValue } from '../forms/form-context';
import { useAdmin } from './admin-context';
import { LoadState } from './LoadState';
import { useSave } from '../query/use-save';
import styles from './Admin.module.css';

const client = editorClient();
const idPrefix = 'aula-site-settings';

/** spec 2: the admin's site settings screen (`/admin/site-settings`): the default header behaviour. */
export function SiteSettingsScreen() {
  const { api, locale, text } = useAdmin();
  const query = useQuery(adminSiteSettingsQuery(api, locale));
  return (
    <>
      <h1>{text('admin.siteSettings.title')}</h1>
      <LoadState query={query}>{(settings) => <SiteSettingsForm initial={settings} />}</LoadState>
    </>
  );
}

/**
 * The site settings as a form generated from `siteSettingsFields` with the block forms'
 * controls: react-hook-form with the valibot resolver over the server's own schema; the
 * server's 400 lands on the field.
 */
export function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const { api, locale, text } = useAdmin();
  const methods = useForm<SiteSettings>({
    defaultValues: initial,
    resolver: valibotResolver(siteSettingsSchema),
    mode: 'onTouched',
  });
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const saving = useSave('admin', (values: SiteSettings) => api.saveSiteSettings(locale, values));
  const context = useMemo<BlockFormContextValue>(
    () => ({
      idPrefix,
      locale,
      text,
      module: undefined,
      client,
      renderFields: (fields, path) => <FieldList fields={fields} path={path} />,
    }),
    [locale, text],
  );
  const save = methods.handleSubmit(async (values) => {
    setStatus('saving');
    try {
      methods.reset(await saving.mutateAsync(values));
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      if (!(error instanceof ValidationError)) return setStatus('failed');
      for (const [name, [message]] of Object.entries(error.fieldErrors))
        if (message && name in siteSettingsFields)
          methods.setError(name as keyof SiteSettings, { type: 'server', message });
    }
  });
  return (
    <FormProvider {...methods}>
      <BlockFormContext.Provider value={context}>
        <form
          onSubmit={(event) => void save(event)}
          noValidate
          data-aula-admin-form="site-settings"
        >
          <FieldList fields={siteSettingsFields} path="" />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={status === 'saving'}>
              {text(status === 'saving' ? 'admin.form.saving' : 'admin.form.save')}
            </button>
          </div>
          <p role="status" className={styles.status}>
            {status === 'saved' ? text('admin.form.saved') : ''}
          </p>
          {status === 'failed' && (
            <p role="alert" className={styles.error}>
              {text('admin.form.error')}
            </p>
          )}
        </form>
      </BlockFormContext.Provider>
    </FormProvider>
  );
}
