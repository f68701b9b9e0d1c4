import {
  ConflictError,
  UnauthorizedError,
  type ApiClient,
  type StoredModule,
} from '@aula/api-client';
import { pageStructureQuery } from '@aula/api-client/react';
import type { Locale } from '@aula/routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useAlert } from '../alerts/use-alert';
import { text } from '../editor-text';
import { useSave } from '../query/use-save';
import { pageContentType } from '../section/find-sections';
import { loginDialogAtom } from '../state/editor-atoms';
import { sectionName } from './section-name';

interface LoadedStructure {
  version: number;
  order: number[];
  sections: ReadonlyMap<number, StoredModule>;
}

export type PageStructure =
  { kind: 'loading' } | { kind: 'failed' } | ({ kind: 'ready' } & LoadedStructure);

interface PageStructureOptions {
  locale: Locale;
  client: ApiClient;
  pageId: number;
  path: string;
  refresh(): void;
}

/**
 * DESIGN.md 8: the structure panel's state: the page's sections in order (with the page version
 * a reorder sends) and their content for names; reorder, delete and add, each saved at once.
 * Every save makes the page editor's data stale (`useSave`), so the panel, the undo bar and the
 * page's other editing data load again after it.
 */
export function usePageStructure({ locale, client, pageId, path, refresh }: PageStructureOptions) {
  const query = pageStructureQuery(client, locale, pageId, path);
  const loaded = useQuery(query);
  const queryClient = useQueryClient();
  // spec 4: each write's result as the editor's alert (the panel shows them inside itself).
  const alert = useAlert();
  const setLogin = useSetAtom(loginDialogAtom);
  const structure = pageStructureState(loaded);

  const failed = (error: unknown) => {
    // A reorder or delete refused because someone else changed the page: not an undo's message.
    const conflict = error instanceof ConflictError;
    alert('error', text(locale, conflict ? 'structure.panel.conflict' : 'structure.undo.failed'));
    if (error instanceof UnauthorizedError) setLogin({ open: true });
    void queryClient.invalidateQueries({ queryKey: query.queryKey });
  };
  const done = (message: string) => {
    alert('success', message);
    refresh();
  };

  const ordering = useSave('pageEditor', (next: { version: number; order: number[] }) =>
    client.structure.orderSections(locale, pageId, next),
  );
  const deleting = useSave('pageEditor', (section: { id: number; version: number }) =>
    client.structure.deleteSection(locale, section.id, section.version),
  );
  const adding = useSave('pageEditor', () =>
    client.pageEditor.modules.create(locale, {
      model: 'ContainerModule',
      layout: 0,
      parent: null,
      slug: null,
      content_type: pageContentType,
      object_id: pageId,
    }),
  );

  const name = (id: number) =>
    structure.kind === 'ready' ? sectionName(locale, structure.sections.get(id)) : '';

  const reorder = async (order: number[]) => {
    if (structure.kind !== 'ready') return;
    // The new order shows at once; the save's answer (or the reload after a refusal) follows.
    queryClient.setQueryData(query.queryKey, (current) => current && { ...current, order });
    try {
      await ordering.mutateAsync({ version: structure.version, order });
      done(text(locale, 'structure.panel.saved'));
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (id: number) => {
    if (structure.kind !== 'ready') return;
    const label = name(id);
    try {
      await deleting.mutateAsync({ id, version: structure.sections.get(id)?.version ?? 0 });
      done(text(locale, 'structure.panel.deleted', { name: label }));
    } catch (error) {
      failed(error);
    }
  };

  /** A new empty section (one column) at the end of the page; its dialog fills it. */
  const add = async () => {
    try {
      await adding.mutateAsync();
      done(text(locale, 'structure.panel.added'));
    } catch (error) {
      failed(error);
    }
  };

  /**
   * DESIGN.md 8 (adding where you look): a new empty section before the section `before` (at the
   * page's end when null), placed by a reorder of the page as it is after the creation; answers
   * its id (null when refused).
   */
  const insert = async (before: number | null): Promise<number | null> => {
    try {
      const created = await adding.mutateAsync();
      if (before !== null) {
        const page = await queryClient.fetchQuery({ ...query, staleTime: 0 });
        const order = page.order.filter((id) => id !== created.id);
        const at = order.indexOf(before);
        order.splice(at < 0 ? order.length : at, 0, created.id);
        await ordering.mutateAsync({ version: page.version, order });
      }
      done(text(locale, 'structure.insert.added'));
      return created.id;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  return { structure, name, reorder, remove, add, insert };
}

function pageStructureState(loaded: { data?: LoadedStructure; isError: boolean }): PageStructure {
  if (loaded.data) return { kind: 'ready', ...loaded.data };
  return loaded.isError ? { kind: 'failed' } : { kind: 'loading' };
}
