import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One envelope POST as the ingest received it. */
export interface ReceivedEnvelope {
  path: string;
  body: string;
}

export interface FakeSentryIngest {
  /** A DSN whose events go to this server (project 1). */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString();
}

/**
 * Sentry's ingest stands in for the third party the tests cannot reach: a local HTTP server on a
 * free port that records the envelopes the official SDKs POST and answers as Sentry does.
 */
export async function startFakeSentryIngest(): Promise<FakeSentryIngest> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    // The browser SDK sends from the page's origin: allow it as Sentry's ingest does.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method !== 'POST') return void response.writeHead(204).end();
    void readBody(request).then((body) => {
      envelopes.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
