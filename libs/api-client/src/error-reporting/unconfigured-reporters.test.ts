import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserErrorReporter } from './browser-error-reporter';
import { sentryReporter } from './sentry-reporter';
import { serverErrorReporter } from './server-error-reporter';

// Sentry's SDKs stand in here only to record whether they were ever imported.
const imported = vi.hoisted(() => [] as string[]);
const fakeSdk = (name: string) => {
  imported.push(name);
  return { init: () => undefined, captureException: () => 'id', flush: async () => true };
};
vi.mock('@sentry/node', () => fakeSdk('@sentry/node'));
vi.mock('@sentry/browser', () => fakeSdk('@sentry/browser'));

describe('the reporters without configuration (spec 8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('load nothing of Sentry and write log lines', async () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const reporter of [serverErrorReporter(), browserErrorReporter({ dsn: '' })]) {
      reporter.report(new Error('categories request failed'), { what: 'categories' });
      await reporter.flush();
    }
    expect(imported).toEqual([]);
    expect(written).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(written.mock.calls[0]?.[0])).message).toBe(
      'categories request failed',
    );
  });

  it('load the SDK on the first report once a DSN is given', async () => {
    const reporter = serverErrorReporter({ dsn: 'http://public@127.0.0.1:9/1' });
    expect(imported).toEqual([]);
    reporter.report(new Error('dates request failed'));
    await reporter.flush();
    expect(imported).toEqual(['@sentry/node']);
  });
});

describe('sentryReporter when the SDK cannot be loaded (spec 8)', () => {
  it('writes the failures as log lines instead of losing them', async () => {
    const lines: string[] = [];
    const fallback = {
      report: (error: unknown) => lines.push(String(error)),
      flush: async () => true,
    };
    const reporter = sentryReporter(() => Promise.reject(new Error('chunk gone')), 'dsn', fallback);
    reporter.report(new Error('person request failed'));
    await reporter.flush();
    expect(lines).toEqual(['Error: chunk gone', 'Error: person request failed']);
  });
});

describe('sharedServerReporter', () => {
  it('is one reporter per process, even for modules bundled apart (Next.js routes)', async () => {
    const first = (await import('./server-error-reporter')).sharedServerReporter({});
    vi.resetModules();
    const again = (await import('./server-error-reporter')).sharedServerReporter({});
    expect(again).toBe(first);
  });
});
