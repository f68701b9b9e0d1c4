import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope /', async () => {
    const register = vi.fn(() => Promise.resolve({}));
    await registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('ignores a failed registration', async () => {
    const register = vi.fn(() => Promise.reject(new Error('insecure context')));
    await expect(
      registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator),
    ).resolves.toBeUndefined();
  });

  it('does nothing without service worker support', async () => {
    await expect(registerServiceWorker({} as Navigator)).resolves.toBeUndefined();
  });
});
