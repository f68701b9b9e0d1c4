import { entityDefinitions, type EntityName } from '@aula/api-client';
import { queryKeys } from '@aula/api-client/react';
import { useState } from 'react';
import { Dialog } from '../dialog/Dialog';
import { useSave } from '../query/use-save';
import { useAdmin } from './admin-context';
import styles from './Admin.module.css';

/**
 * DESIGN.md 9: delete with a confirmation; afterwards an undo that brings the entry back under
 * its id (from its latest revision), or the way back to the list.
 */
export function DeleteEntry({
  entity,
  id,
  title,
}: {
  entity: EntityName;
  id: number;
  title: string;
}) {
  const { api, locale, text, href } = useAdmin();
  const definition = entityDefinitions[entity];
  const [step, setStep] = useState<'idle' | 'confirm' | 'deleted' | 'failed'>('idle');
  // The deleted entry stays on its page (not loaded again: it is gone) with the undo.
  const removing = useSave(
    'admin',
    () => api.remove(locale, entity, id),
    queryKeys.admin.entry(locale, entity, id),
  );
  const undoing = useSave('admin', () => api.undelete(locale, entity, id));
  const remove = async () => {
    try {
      await removing.mutateAsync(undefined);
      setStep('deleted');
    } catch {
      setStep('failed');
    }
  };
  const undo = async () => {
    await undoing.mutateAsync(undefined);
    location.reload();
  };
  return (
    <>
      <button type="button" className={styles.danger} onClick={() => setStep('confirm')}>
        {text('admin.form.delete')}
      </button>
      {step === 'confirm' && (
        <Dialog
          title={text('admin.form.confirmDelete', { title })}
          onCancel={() => setStep('idle')}
          closeLabel={text('admin.dialog.close')}
          className={styles.tokens}
        >
          <div className={styles.actions}>
            <button type="button" className={styles.danger} onClick={remove}>
              {text('admin.form.delete')}
            </button>
            <button type="button" className={styles.button} onClick={() => setStep('idle')}>
              {text('admin.form.cancel')}
            </button>
          </div>
        </Dialog>
      )}
      {step === 'deleted' && (
        <div role="alert" className={styles.actions}>
          <span>{text('admin.form.deleted', { title })}</span>
          <button type="button" className={styles.button} onClick={undo}>
            {text('admin.form.undo')}
          </button>
          <a href={href({ entity: definition.path })}>{text('admin.form.back')}</a>
        </div>
      )}
      {step === 'failed' && (
        <p role="alert" className={styles.error}>
          {text('admin.validation.inUse')}
        </p>
      )}
    </>
  );
}
