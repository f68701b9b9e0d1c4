import type { SectionDraft } from './section-draft';

/** DESIGN.md 8: the open section's draft is mirrored here, so a 401 or a reload loses nothing typed. */
const storageKey = 'aula-editor-section-draft';

interface Stored {
  draft: SectionDraft;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the draft of the open section in session storage. */
export function storeDraft(draft: SectionDraft): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ draft } satisfies Stored));
  } catch {
    // Full or disabled storage: the draft still lives in memory.
  }
}

/** The stored draft of section `id` started from `version`, if there is one. */
export function storedDraft(id: number, version: number): SectionDraft | null {
  try {
    const raw = storage()?.getItem(storageKey);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    return stored?.draft.id === id && stored.draft.version === version ? stored.draft : null;
  } catch {
    return null;
  }
}

/** Forgets the stored draft (after a save or a discard). */
export function clearDraft(): void {
  storage()?.removeItem(storageKey);
}
