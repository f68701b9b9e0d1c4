// `npm start` lets the web host take visitors only once the content API answers, so
// the first visitor never meets a page rendered while the API was still migrating and seeding.

/**
 * Resolves once `url` answers 2xx; retries every `intervalMs` until `timeoutMs` has passed, then
 * rejects. `isAlive` lets the caller stop waiting when the API process has exited.
 */
export async function waitForApi(
  url,
  { intervalMs = 250, timeoutMs = 180_000, isAlive = () => true, fetchImpl = fetch } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error(`the content API stopped before it answered ${url}`);
    try {
      const answer = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return;
    } catch {
      // Not listening yet: try again.
    }
    if (Date.now() >= deadline)
      throw new Error(`the content API did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
