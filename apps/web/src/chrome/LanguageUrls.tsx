'use client';

import type { Locale } from '@aula/routing';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { languageUrlsAtom } from './language-urls-atom';

/**
 * spec 2: render this in a page whose entity has another slug in the other language: the
 * header's language switch links to `urls` while the page is shown.
 */
export function LanguageUrls({ urls }: { urls: Record<Locale, string> }) {
  const setUrls = useSetAtom(languageUrlsAtom);
  const { de, en } = urls;
  useEffect(() => {
    setUrls({ de, en });
    return () => setUrls(null);
  }, [setUrls, de, en]);
  return null;
}
