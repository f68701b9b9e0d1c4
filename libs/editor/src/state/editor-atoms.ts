import type { User } from '@aula/api-client';
import { atom } from 'jotai';

/**
 * spec 3 client state, edit-modal part: whether the section dialog is open, which section
 * (module id) it edits, and whether its form changed (leaving then asks first).
 */
export interface EditModalState {
  open: boolean;
  module: number | null;
  formChanged: boolean;
}

export const editModalAtom = atom<EditModalState>({
  open: false,
  module: null,
  formChanged: false,
});

/** spec 4/9: one editor alert (a save or an error), shown for `alertDuration` ms. */
export interface EditorAlert {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export const alertsAtom = atom<EditorAlert[]>([]);

/** spec 4: a 401 in edit mode opens the login dialog; `onLogin` runs after logging in again. */
export const loginDialogAtom = atom<{ open: boolean }>({ open: false });

/** The logged-in editor (the user endpoint's answer). */
export const userAtom = atom<User | null>(null);
