import { atom } from 'jotai';

/**
 * DESIGN.md 8: counts the editor's writes (saves, moves, deletions, undo); undo and redo ask the
 * server again after each.
 */
export const structureChangedAtom = atom(0);
