import type { Locale } from '@aula/routing';
import { atom } from 'jotai';

/**
 * spec 2 (language switch): the current page's own URLs per language, set by pages whose
 * entities have another slug in the other language; `null` computes them from the path.
 */
export const languageUrlsAtom = atom<Record<Locale, string> | null>(null);
