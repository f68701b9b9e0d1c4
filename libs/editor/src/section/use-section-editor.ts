import type {
  ApiClient,
  ContainerModule,
  SectionBlockModel,
  ContainerLayoutIndex,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { moveBlockTo } from '../structure/move-block';
import { redistributeBlocks, type Redistribution } from '../structure/redistribute-blocks';
import { editModalAtom } from '../state/editor-atoms';
import type { BlockFormHandle } from './block-forms';
import { clearDraft, storeDraft, storedDraftOf } from './draft-storage';
import * as drafts from './section-draft';
import { useSectionLoad } from './use-section-load';
import { useSectionSave } from './use-section-save';

export type { LoadState } from './use-section-load';

/**
 * The section dialog's state and actions (DESIGN.md 8): the section's load
 * (`useSectionLoad`), the draft it holds (mirrored to session storage) and its changes, the
 * save (`useSectionSave`) and the conflict view's choices. Nothing typed is dropped on any path.
 */
export function useSectionEditor({
  client,
  locale,
  sectionId,
  onSaved,
}: {
  client: ApiClient;
  locale: Locale;
  sectionId: number;
  onSaved(section: ContainerModule): void;
}) {
  const setModal = useSetAtom(editModalAtom);
  const [draft, setDraft] = useState<drafts.SectionDraft | null>(null);
  const [initial, setInitial] = useState<drafts.SectionDraft | null>(null);
  const [generation, setGeneration] = useState(0);
  const [conflict, setConflict] = useState<ContainerModule | null>(null);
  // The section as last read: the page's preview takes what the draft does not hold from it.
  const [read, setRead] = useState<ContainerModule | null>(null);
  const forms = useRef(new Map<string, BlockFormHandle>());
  const { save, saving, summary, clearSummary } = useSectionSave({
    client,
    locale,
    base: initial,
    forms,
    onSaved,
    onConflict: setConflict,
  });
  // together (DESIGN.md 8): whether the draft came back from session storage, and a save queued for
  // after the forms remount.
  const [restored, setRestored] = useState(false);
  const saveAfterRemount = useRef(false);

  const start = useCallback(
    (section: ContainerModule, restore: boolean, pending: drafts.SectionDraft | null = null) => {
      const fresh = drafts.draftOf(section);
      const stored = restore ? storedDraftOf(section.id) : null;
      // together: a draft kept across an expired session or a reload comes back; if the section was
      // saved by someone else meanwhile, it opens in the conflict dialog, merged against its base.
      const stale = stored !== null && stored.draft.version !== section.version;
      setRestored(stored !== null && (stale || drafts.isChanged(stored.draft, fresh)));
      setInitial(stale ? (stored.base ?? fresh) : fresh);
      setConflict(stale ? section : null);
      setRead(section);
      // DESIGN.md 8: a saved draft (unpublished) is where editing goes on; Save publishes it.
      setDraft(stored?.draft ?? pending ?? fresh);
      setGeneration((value) => value + 1);
      clearSummary();
    },
    [clearSummary],
  );

  // A loaded section starts the draft, restoring one kept in session storage.
  const startLoaded = useCallback(
    (section: ContainerModule, pending: drafts.SectionDraft | null) =>
      start(section, true, pending),
    [start],
  );
  const changed = draft !== null && initial !== null && drafts.isChanged(draft, initial);
  const changedRef = useRef(changed);
  changedRef.current = changed;
  const untouched = useCallback(() => !changedRef.current, []);
  const load = useSectionLoad(client, locale, sectionId, startLoaded, untouched);
  useEffect(() => {
    // The same state object while nothing in it changes: the editor's whole page (every
    // section's controls) renders again with a new one, and the draft changes with each keystroke.
    setModal((current) =>
      current.open && current.module === sectionId && current.formChanged === changed
        ? current
        : { open: true, module: sectionId, formChanged: changed },
    );
    if (draft && changed) storeDraft(draft, initial);
  }, [changed, draft, initial, sectionId, setModal]);

  // Leaving the page with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  // The draft as last rendered: actions that answer what they did compute it from here.
  const latest = useRef(draft);
  latest.current = draft;

  const update = useCallback(
    (change: (draft: drafts.SectionDraft) => drafts.SectionDraft) =>
      setDraft((current) => (current ? change(current) : current)),
    [],
  );

  // together: a merged or copied draft is shown in remounted forms; a merge is saved once they are there.
  useEffect(() => {
    if (!saveAfterRemount.current || !draft) return;
    saveAfterRemount.current = false;
    void save(draft);
  }, [generation, draft, save]);

  /** Replaces the draft (a copy from the other language, a merge); the forms remount with it. */
  const replace = useCallback((next: drafts.SectionDraft) => {
    setDraft(next);
    setGeneration((value) => value + 1);
  }, []);

  /** 409, merged field by field (ConflictDialog): the merge on top of the current version, saved. */
  const saveMerged = useCallback(
    (merged: drafts.SectionDraft) => {
      if (conflict) {
        setInitial(drafts.draftOf(conflict));
        setRead(conflict);
      }
      setConflict(null);
      saveAfterRemount.current = true;
      replace(merged);
    },
    [conflict, replace],
  );

  /** 409, "take the saved version": the dialog starts over from the current section. */
  const takeCurrent = useCallback(() => {
    if (conflict) start(conflict, false);
    setConflict(null);
  }, [conflict, start]);

  /** 409, "save mine": the same blocks on top of the current version (blocks deleted meanwhile become new ones). */
  const keepMine = useCallback(() => {
    if (!conflict || !draft) return;
    const existing = new Set(
      conflict.columns.flatMap((column) => column.children.map((child) => child.id)),
    );
    const next: drafts.SectionDraft = {
      ...draft,
      version: conflict.version,
      blocks: draft.blocks.map((block) =>
        block.id !== undefined && !existing.has(block.id)
          ? ({ ...block, id: undefined } as drafts.DraftBlock)
          : block,
      ),
    };
    setConflict(null);
    setDraft(next);
    void save(next);
  }, [conflict, draft, save]);

  return {
    load,
    draft,
    changed,
    generation,
    saving,
    summary,
    conflict,
    forms,
    save: () => (draft ? save(draft) : Promise.resolve()),
    takeCurrent,
    keepMine,
    dismissConflict: () => setConflict(null),
    base: initial,
    read,
    restored,
    replace,
    saveMerged,
    /**
     * DESIGN.md 8: a new layout by the redistribution rule (no block dropped); answers what moved.
     */
    setLayout: (layout: ContainerLayoutIndex): Redistribution | { moved: 0; column: 0 } => {
      update((current) => redistributeBlocks(current, layout).draft);
      return latest.current ? redistributeBlocks(latest.current, layout) : { moved: 0, column: 0 };
    },
    add: (model: SectionBlockModel, column: number) =>
      update((current) => drafts.addBlock(current, model, column)),
    /** DESIGN.md 8: a new block where the editor looks (before `before`); answers its key. */
    insert: (model: SectionBlockModel, column: number, before: string | null): string | null => {
      if (!latest.current) return null;
      const inserted = drafts.insertBlock(latest.current, model, column, before);
      latest.current = inserted.draft;
      setDraft(inserted.draft);
      return inserted.key;
    },
    move: (key: string, step: -1 | 1) => update((current) => drafts.moveBlock(current, key, step)),
    /**
     * DESIGN.md 8: block `key` to `index` of `column` (drag and drop, the Move menu); answers the
     * draft it makes.
     */
    moveTo: (key: string, column: number, index: number) => {
      update((current) => moveBlockTo(current, key, column, index));
      return latest.current ? moveBlockTo(latest.current, key, column, index) : { blocks: [] };
    },
    /** A cancelled drag: the blocks as they were. */
    setBlocks: (blocks: drafts.DraftBlock[]) => update((current) => ({ ...current, blocks })),
    remove: (key: string, removed: boolean) =>
      update((current) => drafts.setRemoved(current, key, removed)),
    change: (key: string, value: Record<string, unknown>) =>
      update((current) => drafts.setValue(current, key, value)),
    discard: () => clearDraft(),
  };
}

export type SectionEditor = ReturnType<typeof useSectionEditor>;
