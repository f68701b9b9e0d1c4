import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The query client of the editor or the admin (DESIGN.md 8/9). No automatic retry: a failed load
 * says so and offers its own retry button, as each screen did before; no refetch on focus, so
 * nothing an editor reads changes under their hands while they switch windows. `staleTime`: how
 * long loaded data counts as fresh (0, the default: every new reader loads again).
 */
export function editorQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime },
      mutations: { retry: false },
    },
  });
}

/** One query client for the tree below, made once (the editor, the admin, a story, a test). */
export function EditorQueryProvider({
  staleTime,
  children,
}: {
  /** How long loaded data counts as fresh (see `editorQueryClient`). */
  staleTime?: number;
  children: ReactNode;
}) {
  const [client] = useState(() => editorQueryClient({ staleTime }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
