/** Tells the host which cache tags a write touched (DESIGN.md 5). */
export type Revalidate = (tags: string[]) => Promise<void>;

export interface RevalidateTarget {
  /** The host's origin, for example `http://127.0.0.1:3000`. */
  hostUrl: string;
  /** The secret the host checks (sent as `Authorization: Bearer ...`). */
  secret: string;
  fetch?: typeof fetch;
}

/**
 * Issue 5: after each write, `POST {hostUrl}/api/revalidate` with `{ tags }` and the shared
 * secret, so visitors see the edit at once. A host that cannot be reached fails the call, which
 * the caller reports; the write itself stands.
 */
export function httpRevalidate({ hostUrl, secret, fetch: doFetch = fetch }: RevalidateTarget): Revalidate {
  return async (tags) => {
    const response = await doFetch(`${hostUrl.replace(/\/$/, '')}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`Revalidation answered ${response.status}`);
  };
}

/** The cache tags of the things visitors see (DESIGN.md 5: per entity; the host's `cacheTags` names them alike). */
export const cacheTags = {
  page: (id: number) => `page-${id}`,
  section: (slug: string) => `section-${slug}`,
  module: (id: number) => `module-${id}`,
  /** Everything a list of `kind` shows (`navigation-list`, `example-list`...). */
  list: (kind: string) => `${kind}-list`,
  /** One entity of `kind` (`example-3`). */
  entity: (kind: string, id: number) => `${kind}-${id}`,
} as const;
