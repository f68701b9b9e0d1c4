import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders } from '@aula/host/security-headers';
import { staticScreenPattern, staticScreenRewrites } from '@aula/routing';

const workspaceRoot = resolve(import.meta.dirname, '../..');
// Next.js loads its cache handler by file path, in plain Node: the plain ESM sources of @aula/host
// (its other modules are compiled from source like every library's).
const cacheHandler = (name: string) =>
  resolve(workspaceRoot, 'libs/host/src/cache-handler', `${name}.mjs`);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate build folder (`NEXT_DIST_DIR=dist/next-e2e`, ignored like every dist/) lets parallel builds on one checkout not overwrite each other.
  distDir: process.env['NEXT_DIST_DIR'] ?? '.next',
  // The proxy applies spec 2's trailing-slash rule to pages only; API paths keep Django's trailing slash.
  skipTrailingSlashRedirect: true,
  // The libraries are compiled from source through the @aula/* paths of tsconfig.base.json.
  turbopack: { root: workspaceRoot },
  outputFileTracingRoot: workspaceRoot,
  // spec 8: Sentry's Node SDK (loaded on the first reported failure with SENTRY_DSN) hooks into
  // Node's module loading, which works only when it stays in node_modules, unbundled.
  serverExternalPackages: ['@sentry/node'],
  // Types are checked by the `typecheck` target of every project; checking again here only doubles the build time.
  typescript: { ignoreBuildErrors: true },
  // app/global-not-found.tsx: hard 404s rendered on the server in the error layout (see src/error-pages/not-found-locale.ts).
  // DESIGN.md 5: the page and data cache lives in memory only (an LRU of cacheMaxMemorySize,
  // 50 MB by default). Written to .next/ it would outlive a restart, during which the content
  // API's revalidation calls went nowhere, and grow without bound with every filter URL.
  // DESIGN.md 6: the proxy reads a request body up to this size and cuts the rest; it must take the
  // content API's largest (an upload of 15 MB, requestLimits.uploadBodyBytes of @aula/api-client),
  // and one byte more, so that a body cut here is still seen as too large by the pass-through.
  experimental: {
    globalNotFound: true,
    isrFlushToDisk: false,
    proxyClientMaxBodySize: 15 * 1024 * 1024 + 64 * 1024 + 1,
  },
  // DESIGN.md 4: with REDIS_URL (read when the host starts) every instance shares one page and data
  // cache in Redis, tag invalidation included (@aula/host's redis-cache-handler). DESIGN.md 5
  // (read after save): without it, the in-memory cache with entries stamped by the start of their
  // render (render-start-cache-handler), so a render that read the content before a save never
  // outlives the save's revalidation. DESIGN.md 5: a
  // visitor's request for a static screen (no session, draft mode or query the screen reads: see
  // the proxy's matcher) skips the proxy; these rewrites and headers do its work.
  async rewrites() {
    return { beforeFiles: staticScreenRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    // One rule for all of them: Next matches every rule against every request, proxied ones too.
    return [
      {
        source: `/(${staticScreenPattern()})`,
        headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  ...(process.env['REDIS_URL']
    ? {
        cacheHandler: cacheHandler('redis-cache-handler'),
        cacheMaxMemorySize: 0,
      }
    : { cacheHandler: cacheHandler('render-start-cache-handler') }),
};

export default nextConfig;
