import type { ContainerModule } from '@aula/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSavedAnswers } from './use-saved-answers';

const section = { id: 7, model: 'ContainerModule' } as unknown as ContainerModule;
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

describe('useSavedAnswers (DESIGN.md 8, save to shown)', () => {
  it('shows an answer at once and renders the page again only after that frame is painted', async () => {
    const refresh = vi.fn();
    const { result } = renderHook(() => useSavedAnswers(refresh));
    act(() => result.current.show(section));
    expect(result.current.saved.get(7)).toBe(section);
    expect(refresh).not.toHaveBeenCalled();
    await act(painted);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('lets an answer go once the refreshed page shows the section', () => {
    const { result } = renderHook(() => useSavedAnswers(() => undefined));
    act(() => result.current.show(section));
    act(() => result.current.shown(7));
    expect(result.current.saved.size).toBe(0);
  });
});
