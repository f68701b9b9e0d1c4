import { t } from '@aula/i18n';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LinkFinder } from '../../pickers/LinkFinder';
import { useController } from 'react-hook-form';
import { fieldId } from '../field-id';
import { useBlockFormContext } from '../form-context';
import type { FieldProps } from './field-props';
import { loadedRichTextEditor, loadRichTextEditor } from './rich-text-chunk';
import { FieldShell, describedBy } from './FieldShell';
import styles from './fields.module.css';

/** DESIGN.md 8: CKEditor is its own chunk, loaded when edit mode starts or a field is shown. */
const LazyRichTextEditor = lazy(loadRichTextEditor);

const noSubscription = () => () => undefined;

/** A rich-text field: CKEditor with the spec 5 toolbar. */
export function RichTextField({ name, field }: FieldProps<'richText'>) {
  const { idPrefix, locale, text, client } = useBlockFormContext();
  // DESIGN.md 9: CKEditor's link finder button opens the finder; its answer goes back to CKEditor.
  const [linking, setLinking] = useState<((href: string, title: string) => void) | null>(null);
  // Preloaded (edit mode): CKEditor itself, no loading note; chosen once, so it never remounts.
  const [RichTextEditor] = useState(() => loadedRichTextEditor() ?? LazyRichTextEditor);
  const {
    field: { value: current, onChange, onBlur },
    fieldState,
  } = useController({ name });
  const id = fieldId(idPrefix, name);
  const error = fieldState.error?.message;
  // CKEditor needs a browser: a server render (the admin's change page, DESIGN.md 9) and the
  // hydration after it show the loading note; the editor loads once the page is hydrated.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = (
    <p className={styles.note} role="status">
      {text('editorForms.richText.loading')}
    </p>
  );
  return (
    <FieldShell id={id} field={field} error={error}>
      <div className={styles.richText} data-invalid={error ? 'true' : undefined}>
        {inBrowser ? (
          <Suspense fallback={loading}>
            <RichTextEditor
              id={id}
              locale={locale}
              label={t(locale, field.label)}
              newWindowLabel={text('editorForms.richText.newWindow')}
              value={typeof current === 'string' ? current : ''}
              describedBy={describedBy(id, field, error)}
              invalid={Boolean(error)}
              onChange={onChange}
              onBlur={onBlur}
              findLinkLabel={text('pickers.link.open')}
              onFindLink={(insert) => setLinking(() => insert)}
            />
          </Suspense>
        ) : (
          loading
        )}
        {linking && (
          <LinkFinder
            locale={locale}
            client={client}
            onClose={() => setLinking(null)}
            onPick={(href, title) => {
              setLinking(null);
              linking(href, title);
            }}
          />
        )}
      </div>
    </FieldShell>
  );
}
