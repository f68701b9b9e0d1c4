// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentryIngest, startFakeSentryIngest } from '../testing/fake-sentry-ingest';
import { browserErrorReporter } from './browser-error-reporter';

describe('browserErrorReporter with a DSN (spec 8)', () => {
  let ingest: FakeSentryIngest;
  beforeAll(async () => {
    ingest = await startFakeSentryIngest();
  });
  afterAll(() => ingest.close());

  it("delivers the failure to Sentry's ingest through @sentry/browser", async () => {
    const reporter = browserErrorReporter({ dsn: ingest.dsn });
    reporter.report(new Error('news page request failed (browser)'), { what: 'news page 2' });
    await expect(reporter.flush(5000)).resolves.toBe(true);
    const event = ingest.envelopes.find((envelope) => envelope.body.includes('"type":"event"'));
    expect(event?.body).toContain('news page request failed (browser)');
    expect(event?.body).toContain('"what":"news page 2"');
  });
});
