import type {
  ApiClient,
  ContainerModule,
  SectionBlockModel,
  ContainerLayoutIndex,
} from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlert } from '../alerts/use-alert';
import { moveBlockTo } from '../structure/move-block';
import { redistributeBlocks, type Redistribution } from '../structure/redistribute-blocks';
import { text } from '../editor-text';
import { editModalAtom, loginDialogAtom } from '../state/editor-atoms';
import { errorSummaryItems, type BlockFormHandle } from './block-forms';
import { clearDraft, storeDraft, storedDraftOf } from './draft-storage';
import { saveSection } from './save-section';
import { fetchSectionDraft, sectionWithDraft } from '../publishing/section-with-draft';
import * as drafts from './section-draft';

type SummaryItem = { href: string; text: string };
export type LoadState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready' };

/** The blocks a validation looks at: those the save sends. */
const liveBlocks = (draft: drafts.SectionDraft) => draft.blocks.filter((block) => !block.removed);

/**
 * The section dialog's state and actions (DESIGN.md 8): loads the section, holds the draft
 * (mirrored to session storage), validates every block form before saving, and sorts the
 * save's answer: saved, field errors onto the forms, 401 to the login dialog, 409 to the
 * conflict view. Nothing typed is dropped on any of these paths.
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
  const alert = useAlert();
  const setModal = useSetAtom(editModalAtom);
  const setLogin = useSetAtom(loginDialogAtom);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [draft, setDraft] = useState<drafts.SectionDraft | null>(null);
  const [initial, setInitial] = useState<drafts.SectionDraft | null>(null);
  const [generation, setGeneration] = useState(0);
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [conflict, setConflict] = useState<ContainerModule | null>(null);
  const forms = useRef(new Map<string, BlockFormHandle>());
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
      // DESIGN.md 8: a saved draft (unpublished) is where editing goes on; Save publishes it.
      setDraft(stored?.draft ?? pending ?? fresh);
      setGeneration((value) => value + 1);
      setSummary([]);
    },
    [],
  );

  useEffect(() => {
    let live = true;
    // DESIGN.md 8: a waiting draft is read beside the section (one round trip, not two).
    Promise.all([
      client.pageEditor.modules.get(locale, sectionId),
      fetchSectionDraft(client, locale, sectionId),
    ])
      .then(([section, saved]) => {
        if (!live) return;
        if (section.model !== 'ContainerModule')
          throw new Error(`Module ${sectionId} is not a section`);
        start(section, true, saved ? sectionWithDraft(section, saved) : null);
        setLoad({ kind: 'ready' });
      })
      .catch(() => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [client, locale, sectionId, start]);

  const changed = draft !== null && initial !== null && drafts.isChanged(draft, initial);
  useEffect(() => {
    setModal({ open: true, module: sectionId, formChanged: changed });
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

  const save = useCallback(
    async (target: drafts.SectionDraft) => {
      const items: SummaryItem[] = [];
      for (const block of liveBlocks(target)) {
        const errors = (await forms.current.get(block.key)?.validate()) ?? {};
        items.push(...errorSummaryItems(locale, block.model, `aula-${block.key}`, errors));
      }
      setSummary(items);
      if (items.length > 0) return;
      setSaving(true);
      const outcome = await saveSection(client, locale, target);
      setSaving(false);
      switch (outcome.kind) {
        case 'saved':
          clearDraft();
          alert('success', text(locale, 'editor.alert.saved'));
          onSaved(outcome.section);
          return;
        case 'invalid': {
          const found: SummaryItem[] = [];
          for (const [key, errors] of outcome.errors) {
            const block = target.blocks.find((candidate) => candidate.key === key);
            if (block) {
              forms.current.get(key)?.setErrors(errors);
              found.push(...errorSummaryItems(locale, block.model, `aula-${key}`, errors));
            }
          }
          setSummary(
            found.length > 0
              ? found
              : [
                  {
                    href: '#aula-section-dialog-actions',
                    text: text(locale, 'editor.dialog.invalid'),
                  },
                ],
          );
          alert('error', text(locale, 'editor.alert.invalid'));
          return;
        }
        case 'unauthorized':
          storeDraft(target, initial);
          alert('error', text(locale, 'editor.alert.unauthorized'));
          setLogin({ open: true });
          return;
        case 'conflict':
          storeDraft(target, initial);
          alert('error', text(locale, 'editor.alert.conflict'));
          setConflict(outcome.current);
          return;
        case 'failed':
          alert('error', text(locale, 'editor.alert.error'));
      }
    },
    [alert, client, initial, locale, onSaved, setLogin],
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
      if (conflict) setInitial(drafts.draftOf(conflict));
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
