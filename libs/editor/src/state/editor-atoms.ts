import type { User } from '@aula/api-client';
import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

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
  kind: 'success' | 'error';
  text: string;
}

/**
 * The alerts shown now, as React Aria's toast queue (DESIGN.md 8): one per editor or admin (a
 * store), created when first read, so two editors on one page, or two stories, never share it.
 */
export const alertQueueAtom = atomWithLazy(
  () => new ToastQueue<EditorAlert>({ maxVisibleToasts: 3 }),
);

/**
 * The places that can show the alerts, in the order they appeared: only the last shows them (a
 * dialog's over the page's), so there is one alert region to hear and to reach with F6.
 */
export const alertPlacesAtom = atom<readonly string[]>([]);

/** spec 4: a 401 in edit mode opens the login dialog; `onLogin` runs after logging in again. */
export const loginDialogAtom = atom<{ open: boolean }>({ open: false });

/** The logged-in editor (the user endpoint's answer). */
export const userAtom = atom<User | null>(null);
