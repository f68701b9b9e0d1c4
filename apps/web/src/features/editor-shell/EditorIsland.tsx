'use client';

import type { User } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { editModeUrl } from '@web/features/editing/edit-mode-target';

// DESIGN.md 8: the editor is its own chunk, fetched only here (editor renders), never by visitors.
// DESIGN.md 5: React's `lazy`, not `next/dynamic`: this island shares its chunk with the visitors'
// `?edit` gate, and next/dynamic's loader (about 2.5 KiB gzip) would ship with every page.
const EditorApp = lazy(() =>
  import('@aula/editor').then((module) => ({ default: module.EditorApp })),
);

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, then true: the editor renders in the browser only (was `ssr: false`). */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface EditorIslandProps {
  locale: Locale;
  user: User;
}

function Island({ locale, user }: EditorIslandProps) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const search = params.toString();
  const location = { pathname, search: search ? `?${search}` : '', hash: '' };
  if (!useInBrowser()) return null;
  return (
    <EditorApp
      locale={locale}
      user={user}
      editMode={params.has('edit')}
      location={location}
      // Draft mode renders uncached: a refresh shows the saved section in place, scroll kept.
      refresh={() => router.refresh()}
      onLoggedOut={() => {
        const rest = new URLSearchParams(search);
        rest.delete('edit');
        const query = rest.toString();
        window.location.assign(editModeUrl(`${pathname}${query ? `?${query}` : ''}`));
      }}
    />
  );
}

/** The host's side of the editor: loads `@aula/editor` in the browser and wires it to Next's router. */
export function EditorIsland(props: EditorIslandProps) {
  return (
    <Suspense fallback={null}>
      <Island {...props} />
    </Suspense>
  );
}
