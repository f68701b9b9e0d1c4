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
  /**
   * How long a write's answer waits for the host (ms). The host drops the tags in a few
   * milliseconds, so an edit is visible to the next visitor once the editor has the answer; a
   * host busy with visitors must not hold the editor up longer than this (DESIGN.md 5). Read after
   * save: answered before the drop, the next visitor may still get the old page, so by default the
   * answer waits as long as one delivery may take (a busy host takes more than 100 ms).
   */
  waitMs?: number;
  /** Pauses before the next attempts when the host could not be reached or refused (ms). */
  retryDelaysMs?: readonly number[];
  /** Where a delivery that failed after the write was answered is reported. */
  reportLateError?: (error: unknown) => void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * DESIGN.md 5: after each write, `POST {hostUrl}/api/revalidate` with `{ tags }` and the shared
 * secret, so visitors see the edit at once. The write's answer waits for the host at most
 * `waitMs`; a delivery still under way then goes on in the background, and a host that
 * cannot be reached or fails (5xx) is asked again after each of `retryDelaysMs`. A delivery that
 * fails for good within `waitMs` fails the call, which the caller reports; the write itself stands.
 */
export function httpRevalidate({
  hostUrl,
  secret,
  fetch: doFetch = fetch,
  waitMs = 5000,
  retryDelaysMs = [250, 1000],
  reportLateError = (error) =>
    console.error('Revalidation failed after the write was answered:', error),
}: RevalidateTarget): Revalidate {
  const post = async (tags: string[]) => {
    const body: RevalidateRequest = { tags };
    const response = await doFetch(`${hostUrl.replace(/\/$/, '')}${revalidatePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    await response.body?.cancel();
    if (!response.ok)
      throw Object.assign(new Error(`Revalidation answered ${response.status}`), {
        retry: response.status >= 500,
      });
  };
  const deliver = async (tags: string[]) => {
    for (const delay of retryDelaysMs) {
      try {
        return await post(tags);
      } catch (error) {
        // A refusal (wrong secret, bad request) stays one; an unreachable or failing host may recover.
        if ((error as { retry?: boolean }).retry === false) throw error;
        await pause(delay);
      }
    }
    return post(tags);
  };
  return async (tags) => {
    const delivery = deliver(tags);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, waitMs, 'late')));
    const first = await Promise.race([delivery.then(() => 'delivered' as const), late]).finally(
      () => clearTimeout(timer),
    );
    if (first === 'late') delivery.catch(reportLateError);
  };
}
