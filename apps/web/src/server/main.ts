// The host's production server (`node apps/web/dist/server/main.js`, on every interface at PORT
// like `next start`): Next.js's request handler behind this process's copies of cached visitor
// pages (DESIGN.md 5: @aula/host's servePageCopies). With REDIS_URL, copies are served
// only while this host hears other hosts' writes (@aula/host/redis-connection). In front of both,
// the browser's content API calls go straight to the API (@aula/host's forwardBrowserCalls).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { forwardBrowserCalls, servePageCopies } from '@aula/host';
import { hearsOtherHosts } from '@aula/host/redis-connection';
import { contentApiUrl } from '@web/content/content-api-url';

// As `next start` does, before Next.js (and React) are loaded.
Reflect.set(process.env, 'NODE_ENV', process.env['NODE_ENV'] ?? 'production');
const { default: next } = await import('next');

const port = Number(process.env['PORT'] ?? 3000);
const app = next({ dev: false, dir: resolve(import.meta.dirname, '../..'), port });
await app.prepare();
// DESIGN.md 2 and 6: the browser's content API calls are streamed to the API here, before Next.js
// (whose proxy and route handlers pass them through the same rules under `next dev`).
const server = createServer(
  forwardBrowserCalls(
    servePageCopies(app.getRequestHandler(), {
      trusted: process.env['REDIS_URL'] ? hearsOtherHosts : () => true,
    }),
    { apiUrl: contentApiUrl, trustsProxies: Boolean(process.env['TRUSTED_PROXIES']) },
  ),
);
server.listen(port, () => console.log(`Aula host ready on port ${port}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)).closeAllConnections());
