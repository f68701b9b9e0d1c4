import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The query client of the editor or the admin (DESIGN.md 8/9). No automatic retry: a failed load
 * says so and offers its own retry button, as each screen did before; no refetch on focus, so
 * nothing an editor reads changes under their hands while they switch windows.
 */
export function editorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** One query client for the tree below, made once (the editor, the admin, a story, a test). */
export function EditorQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(editorQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
