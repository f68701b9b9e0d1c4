import { revalidatePath, type RevalidateRequest } from '@aula/api-client';

/** The cache tag vocabulary is the contract's (`@aula/api-client`), shared with the host. */
export { cacheTags } from '@aula/api-client';

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
    const body: RevalidateRequest = { tags };
    const response = await doFetch(`${hostUrl.replace(/\/$/, '')}${revalidatePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`Revalidation answered ${response.status}`);
  };
}

