import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSentryIngest, startFakeSentryIngest } from '../testing/fake-sentry-ingest';
import { serverErrorReporter } from './server-error-reporter';

describe('serverErrorReporter with a DSN (spec 8)', () => {
  let ingest: FakeSentryIngest;
  beforeAll(async () => {
    ingest = await startFakeSentryIngest();
  });
  afterAll(() => ingest.close());

  it("delivers the failure to Sentry's ingest through @sentry/node", async () => {
    const reporter = serverErrorReporter({ dsn: ingest.dsn });
    reporter.report(new Error('breaking news request failed (server)'), { what: 'breaking news' });
    await expect(reporter.flush(5000)).resolves.toBe(true);
    const event = ingest.envelopes.find((envelope) => envelope.body.includes('"type":"event"'));
    expect(event?.path).toMatch(/^\/api\/1\/envelope\//);
    expect(event?.body).toContain('breaking news request failed (server)');
    expect(event?.body).toContain('"what":"breaking news"');
  });
});
