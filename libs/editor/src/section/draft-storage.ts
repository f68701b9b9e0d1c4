import type { SectionDraft } from './section-draft';

/**
 * DESIGN.md 8: the open section's draft is mirrored here, so a 401, an expired session or a
 * reload loses nothing typed. With it the section as the editor started from it (`base`), so a
 * draft that comes back after someone else saved is merged field by field, not dropped.
 */
const storageKey = 'aula-editor-section-draft';

interface Stored {
  draft: SectionDraft;
  base?: SectionDraft | null;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(): Stored | null {
  try {
    const raw = storage()?.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft of the open section (and what it started from) in session storage. */
export function storeDraft(draft: SectionDraft, base: SectionDraft | null = null): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ draft, base } satisfies Stored));
  } catch {
    // Full or disabled storage: the draft still lives in memory.
  }
}

/** The stored draft of section `id` started from `version`, if there is one. */
export function storedDraft(id: number, version: number): SectionDraft | null {
  const stored = read();
  return stored?.draft.id === id && stored.draft.version === version ? stored.draft : null;
}

/** The stored draft of section `id` whatever version it started from, with its base. */
export function storedDraftOf(
  id: number,
): { draft: SectionDraft; base: SectionDraft | null } | null {
  const stored = read();
  return stored?.draft.id === id ? { draft: stored.draft, base: stored.base ?? null } : null;
}

/** The section a stored draft belongs to (after a reload the editor opens it again), if any. */
export function storedDraftSection(): number | null {
  return read()?.draft.id ?? null;
}

/** Forgets the stored draft (after a save or a discard). */
export function clearDraft(): void {
  storage()?.removeItem(storageKey);
}
