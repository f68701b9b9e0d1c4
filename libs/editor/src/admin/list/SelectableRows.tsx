import type { AdminBulkAction, AdminList, EntityName, ListSort } from '@aula/api-client';
import { entityDefinitions } from '@aula/api-client';
import { useRef, useState } from 'react';
import { AriaLocale } from '../../controls/AriaLocale';
import { useAdmin } from '../admin-context';
import { BulkBar } from './BulkBar';
import { bulkDoneText, bulkErrorText } from './bulk-messages';
import { ConfirmBulkDelete } from './ConfirmBulkDelete';
import { EntityTable } from './EntityTable';
import { useBulkAction } from './use-bulk-action';
import styles from './list.module.css';

/** What a bulk action said: done ("3 Einträge veröffentlicht") or why it failed. */
export interface ListMessage {
  text: string;
  failed: boolean;
}

export interface SelectableRowsProps {
  entity: EntityName;
  list: AdminList;
  sort: string | undefined;
  onSort(sort: ListSort): void;
  onMessage(message: ListMessage | null): void;
}

/**
 * DESIGN.md 9: a list page as a work list: the table, the selection and the bulk bar, the
 * confirmation before a delete and the message after an action (the list has loaded again and
 * the selection is cleared by then; the focus goes back to the table).
 */
export function SelectableRows(props: SelectableRowsProps) {
  const { entity, list, onMessage } = props;
  const { text, locale } = useAdmin();
  const definition = entityDefinitions[entity];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const bulk = useBulkAction(entity);
  // Only rows of this page count (a row deleted elsewhere is no longer selected).
  const rows = list.results.filter((row) => chosen.has(row.id));
  const selected = new Set(rows.map((row) => row.id));
  const run = async (action: AdminBulkAction) => {
    setConfirming(false);
    onMessage(null);
    try {
      const result = await bulk.mutateAsync({ action, ids: [...selected] });
      setChosen(new Set());
      onMessage({ text: bulkDoneText(locale, text, result), failed: false });
      table.current?.focus();
    } catch (error) {
      onMessage({ text: bulkErrorText(locale, error), failed: true });
    }
  };
  return (
    <AriaLocale locale={locale}>
      <div ref={setFrame} className={styles.work}>
        <BulkBar
          definition={definition}
          count={selected.size}
          busy={bulk.isPending}
          onAction={(action) => (action === 'delete' ? setConfirming(true) : void run(action))}
          onClear={() => setChosen(new Set())}
        />
        <div className={styles.tableWrap}>
          <EntityTable
            definition={definition}
            rows={list.results}
            sort={props.sort}
            onSort={(next) => {
              setChosen(new Set());
              props.onSort(next);
            }}
            selected={selected}
            onSelect={setChosen}
            tableRef={table}
          />
        </div>
        <ConfirmBulkDelete
          titles={rows.map((row) => row.title || `#${row.id}`)}
          isOpen={confirming}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run('delete')}
          container={frame ?? undefined}
        />
      </div>
    </AriaLocale>
  );
}
