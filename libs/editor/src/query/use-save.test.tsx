import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSave } from './use-save';

/** A page editor query whose refetch after the save hangs until the test lets it go. */
function setup(settle?: 'refetched' | 'answer') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let release = () => undefined as void;
  let reads = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => {
      useQuery({
        queryKey: ['pageEditor', 'de', 'undo'],
        queryFn: () =>
          (reads += 1) === 1
            ? Promise.resolve(1)
            : new Promise<number>((resolve) => (release = () => resolve(2))),
      });
      return useSave('pageEditor', async (value: string) => value, undefined, settle);
    },
    { wrapper },
  );
  return { view, release: () => release(), reads: () => reads };
}

describe('useSave', () => {
  it('answers once what the save made stale has loaded again, by default', async () => {
    const { view, release } = setup();
    await act(async () => undefined);
    let answered = false;
    const saving = view.result.current.mutateAsync('x').then(() => (answered = true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(answered).toBe(false);
    release();
    await act(async () => saving);
    expect(answered).toBe(true);
  });

  it("answers at once with `answer`: its caller shows the save's answer itself", async () => {
    const { view, release } = setup('answer');
    await act(async () => undefined);
    await act(async () => {
      await expect(view.result.current.mutateAsync('x')).resolves.toBe('x');
    });
    release();
  });

  it('with `answer`, loads what the save made stale only after the next paint', async () => {
    const { view, reads } = setup('answer');
    await act(async () => undefined);
    await act(async () => void (await view.result.current.mutateAsync('x')));
    expect(reads()).toBe(1);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));
    expect(reads()).toBe(2);
  });
});
