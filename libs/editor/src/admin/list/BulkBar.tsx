import { bulkActionsOf, type AdminBulkAction, type EntityDefinition } from '@aula/api-client';
import { pluralKey } from '@aula/i18n';
import { Button, Toolbar } from 'react-aria-components';
import { useAdmin } from '../admin-context';
import styles from './list.module.css';

export interface BulkBarProps {
  definition: EntityDefinition;
  /** How many rows are selected. */
  count: number;
  busy: boolean;
  onAction(action: AdminBulkAction): void;
  onClear(): void;
}

const labels = {
  publish: 'admin.bulk.publish',
  unpublish: 'admin.bulk.unpublish',
  delete: 'admin.bulk.delete',
} as const;

/**
 * DESIGN.md 9: what the list does with its selected rows: publish, take offline (entities with a
 * published state) and delete. The selected count is a polite live region, so a screen reader
 * hears "2 Einträge ausgewählt" as rows are selected; the actions are one toolbar (arrow keys).
 */
export function BulkBar({ definition, count, busy, onAction, onClear }: BulkBarProps) {
  const { text, locale } = useAdmin();
  const none = count === 0;
  return (
    <div className={styles.bulkBar} data-selected={none ? undefined : ''}>
      <p className={styles.selectedCount} aria-live="polite">
        {text(pluralKey(locale, 'admin.bulk.selected', count), { count })}
      </p>
      <Toolbar aria-label={text('admin.bulk.label')} className={styles.bulkActions}>
        {bulkActionsOf(definition).map((action) => (
          <Button
            key={action}
            className={action === 'delete' ? styles.danger : styles.button}
            isDisabled={none || busy}
            onPress={() => onAction(action)}
          >
            {text(labels[action])}
          </Button>
        ))}
        <Button className={styles.quiet} isDisabled={none || busy} onPress={onClear}>
          {text('admin.bulk.clear')}
        </Button>
      </Toolbar>
    </div>
  );
}
