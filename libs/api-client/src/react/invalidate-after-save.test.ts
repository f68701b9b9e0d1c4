import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfterSave } from './invalidate-after-save';
import { queryKeys } from './query-keys';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated;

/** A query shown (observed) and read once; its data is the number of reads. */
async function shown(key: readonly unknown[]) {
  const client = new QueryClient();
  let reads = 0;
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => Promise.resolve((reads += 1)),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.getQueryData(key)).toBe(1));
  return { client, key, reads: () => reads, unsubscribe };
}

/** A page editor save whose loading again waits for the returned call. */
async function savedWithLater(client: QueryClient): Promise<() => void> {
  let refetch = () => undefined as void;
  await invalidateAfterSave(client, 'pageEditor', undefined, (later) => (refetch = later));
  return refetch;
}

describe('invalidateAfterSave (DESIGN.md 8/9)', () => {
  it('makes the whole area of the save stale and no other', async () => {
    const client = new QueryClient();
    const entry = queryKeys.admin.entry('de', 'news', 7);
    client.setQueryData(queryKeys.admin.dashboard('de'), {});
    client.setQueryData(queryKeys.admin.revisions('en', 'news', 7), []);
    client.setQueryData(entry, {});
    client.setQueryData(queryKeys.pageEditor.section('de', 3), {});
    await invalidateAfterSave(client, 'admin');
    expect(stale(client, queryKeys.admin.dashboard('de'))).toBe(true);
    expect(stale(client, queryKeys.admin.revisions('en', 'news', 7))).toBe(true);
    expect(stale(client, entry)).toBe(true);
    expect(stale(client, queryKeys.pageEditor.section('de', 3))).toBe(false);
  });

  it('keeps a key and those below it as shown (a deleted entry and its revisions)', async () => {
    const client = new QueryClient();
    const entry = queryKeys.admin.entry('de', 'news', 7);
    client.setQueryData(entry, {});
    client.setQueryData(queryKeys.admin.revisions('de', 'news', 7), []);
    client.setQueryData(queryKeys.admin.list('de', 'news', {}), {});
    await invalidateAfterSave(client, 'admin', entry);
    expect(stale(client, entry)).toBe(false);
    expect(stale(client, queryKeys.admin.revisions('de', 'news', 7))).toBe(false);
    expect(stale(client, queryKeys.admin.list('de', 'news', {}))).toBe(true);
  });

  it('with `later`, marks at once and loads what is shown again only when told', async () => {
    const { client, key, reads, unsubscribe } = await shown(
      queryKeys.pageEditor.undoState('de', 11),
    );
    const refetch = await savedWithLater(client);
    expect(stale(client, key)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads()).toBe(1);
    refetch();
    await vi.waitFor(() => expect(reads()).toBe(2));
    unsubscribe();
  });

  it('with `later`, what was shown at the save loads again though it was closed meanwhile', async () => {
    const { client, key, unsubscribe } = await shown(queryKeys.pageEditor.section('de', 3));
    const refetch = await savedWithLater(client);
    unsubscribe();
    refetch();
    await vi.waitFor(() => expect(client.getQueryData(key)).toBe(2));
    expect(stale(client, key)).toBe(false);
  });
});
