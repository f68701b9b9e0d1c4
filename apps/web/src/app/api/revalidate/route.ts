import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
// Next.js's own helpers for awaiting revalidations (as its server actions do); no public API does it in a route handler.
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { withExecuteRevalidates } from 'next/dist/server/revalidation-utils';
import { clearContentPathLookups, clearPageCopies, hasSecret, revalidationTags } from '@aula/host';

/**
 * DESIGN.md 5: the content API names the cache tags a write touched (`{ tags: string[] }`,
 * `Authorization: Bearer $REVALIDATE_SECRET`); exactly those are dropped. `expire: 0` so the
 * next visitor gets the edit, not the stale page while it revalidates.
 */
export async function POST(request: NextRequest) {
  if (!hasSecret(request.headers.get('authorization'), process.env['REVALIDATE_SECRET'])) {
    return Response.json(
      { detail: 'Authentication credentials were not provided.' },
      { status: 401 },
    );
  }
  const tags = revalidationTags(await request.json().catch(() => null));
  if (!tags) return Response.json({ detail: 'Expected { tags: string[] }.' }, { status: 400 });
  // DESIGN.md 5 (read after save): Next.js drops the tags only after the answer is sent
  // (waitUntil), so the content API, and the editor after it, could be answered while the old page
  // is still served. The drop is awaited here instead: once this answers, the next visitor renders
  // afresh.
  await withExecuteRevalidates(workAsyncStorage.getStore(), async () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  });
  // Any write may add, move or unpublish a page: the proxy looks content paths up afresh. The
  // server's copies of cached pages (src/server/main.ts) that carry one of the tags are dropped
  // after Next.js's entries, the others kept as Next.js keeps theirs.
  clearContentPathLookups();
  clearPageCopies(tags);
  return Response.json({ revalidated: tags });
}
