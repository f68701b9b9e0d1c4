import { afterEach, describe, expect, it, vi } from 'vitest';
import { DegradedRenderError } from './content/lost-data';
import { onRequestError } from './instrumentation';

const request = { path: '/de/neuigkeiten?q=name', method: 'GET', headers: {} };
const context = {
  routerKind: 'App Router',
  routePath: '/[locale]/neuigkeiten',
  routeType: 'render',
  revalidateReason: undefined,
} as const;

describe('onRequestError (spec 8)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('reports a server failure with its route, without configuration as one JSON line', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await onRequestError(new Error('render failed'), request, context);
    expect(written).toHaveBeenCalledOnce();
    expect(JSON.parse(String(written.mock.calls[0]?.[0]))).toMatchObject({
      level: 'error',
      message: 'render failed',
      context: {
        route: '/[locale]/neuigkeiten',
        kind: 'render',
        method: 'GET',
        path: '/de/neuigkeiten',
      },
    });
  });

  it('leaves a render abandoned for lost data to where the data was lost', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await onRequestError(new DegradedRenderError('home news', new Error('502')), request, context);
    expect(written).not.toHaveBeenCalled();
  });
});
