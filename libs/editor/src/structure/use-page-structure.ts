import {
  ConflictError,
  UnauthorizedError,
  type ApiClient,
  type StoredModule,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { pageContentType } from '../section/find-sections';
import { loginDialogAtom } from '../state/editor-atoms';
import { sectionName } from './section-name';
import { structureChangedAtom } from './structure-atoms';

export type PageStructure =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; version: number; order: number[]; sections: Map<number, StoredModule> };

/**
 * DESIGN.md 8: the structure panel's state: the page's sections in order (with the page version
 * a reorder sends) and their content for names; reorder and delete, each saved at once.
 */
export function usePageStructure({
  locale,
  client,
  pageId,
  path,
  refresh,
}: {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  path: string;
  refresh(): void;
}) {
  const [structure, setStructure] = useState<PageStructure>({ kind: 'loading' });
  // spec 4: each write's result as the editor's alert (the panel shows them inside itself).
  const alert = useAlert();
  const bump = useSetAtom(structureChangedAtom);
  // Undo and redo (from the panel's undo bar or the shortcuts) change the order too: load again.
  const changedCount = useAtomValue(structureChangedAtom);
  const setLogin = useSetAtom(loginDialogAtom);

  const load = useCallback(async () => {
    try {
      const [order, page] = await Promise.all([
        client.structure.sectionOrder(locale, pageId),
        client.pageEditor.page(locale, path),
      ]);
      setStructure({
        kind: 'ready',
        version: order.version,
        order: order.order,
        sections: new Map(page.modules.map((module) => [module.id, module])),
      });
    } catch {
      setStructure({ kind: 'failed' });
    }
  }, [client, locale, pageId, path]);

  useEffect(() => {
    // Loads when the panel opens and after every change (state is set once the answers are in).
    void load();
  }, [load, changedCount]);

  const failed = (error: unknown) => {
    // A reorder or delete refused because someone else changed the page: not an undo's message.
    alert(
      'error',
      text(
        locale,
        error instanceof ConflictError ? 'structure.panel.conflict' : 'structure.undo.failed',
      ),
    );
    if (error instanceof UnauthorizedError) setLogin({ open: true });
    void load();
  };
  const changed = () => {
    bump((value) => value + 1);
    refresh();
  };

  const name = (id: number) =>
    structure.kind === 'ready' ? sectionName(locale, structure.sections.get(id)) : '';

  const reorder = async (order: number[]) => {
    if (structure.kind !== 'ready') return;
    setStructure({ ...structure, order });
    try {
      const saved = await client.structure.orderSections(locale, pageId, {
        version: structure.version,
        order,
      });
      setStructure((current) =>
        current.kind === 'ready'
          ? { ...current, version: saved.version, order: saved.order }
          : current,
      );
      alert('success', text(locale, 'structure.panel.saved'));
      changed();
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (id: number) => {
    if (structure.kind !== 'ready') return;
    const section = structure.sections.get(id);
    const label = name(id);
    try {
      await client.structure.deleteSection(locale, id, section?.version ?? 0);
      alert('success', text(locale, 'structure.panel.deleted', { name: label }));
      changed();
    } catch (error) {
      failed(error);
    }
  };

  /** A new empty section (one column) at the end of the page; its dialog fills it. */
  const add = async () => {
    try {
      await client.pageEditor.modules.create(locale, {
        model: 'ContainerModule',
        layout: 0,
        parent: null,
        slug: null,
        content_type: pageContentType,
        object_id: pageId,
      });
      alert('success', text(locale, 'structure.panel.added'));
      changed();
    } catch (error) {
      failed(error);
    }
  };

  return { structure, name, reorder, remove, add, reload: load };
}
