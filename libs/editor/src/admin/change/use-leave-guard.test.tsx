import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function clickLink(href: string): MouseEvent {
  const link = document.body.appendChild(document.createElement('a'));
  link.href = href;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  link.remove();
  return event;
}

describe('useLeaveGuard (DESIGN.md 9)', () => {
  it('goes where the link pointed once the editor discards the changes', () => {
    const navigate = vi.fn<(href: string) => void>();
    const { result } = renderHook(() => useLeaveGuard(true, navigate));
    let event = new MouseEvent('click');
    act(() => void (event = clickLink('/admin/news/news?lang=de')));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.pending).toBe('http://localhost:3000/admin/news/news?lang=de');
    act(() => result.current.discard());
    expect(navigate).toHaveBeenCalledWith('http://localhost:3000/admin/news/news?lang=de');
    // On its way out the page no longer asks.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('asks nothing once released (a new entry goes to its change page)', () => {
    const { result } = renderHook(() => useLeaveGuard(true, vi.fn()));
    act(() => result.current.release());
    expect(clickLink('/admin/news/news').defaultPrevented).toBe(false);
    expect(result.current.pending).toBeNull();
  });
});
