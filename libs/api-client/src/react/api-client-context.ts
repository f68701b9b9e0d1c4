'use client';

// A client module: a server component may import this entry for its `queryOptions` factories
// (DESIGN.md 9: the admin's route prefetches with them); its context stays on the client side.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client/create-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Provides the API client the hooks of `@aula/api-client/react` call (inside a QueryClientProvider). */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children?: ReactNode;
}) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client of the nearest `ApiClientProvider`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client)
    throw new Error(
      'useApiClient: wrap the tree in <ApiClientProvider client={createClient(...)}>',
    );
  return client;
}
