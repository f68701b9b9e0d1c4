// Load generation for the benchmark: autocannon, in this process while it does nothing else, and
// once as its own command line (`autocannon` alone) to check that the two agree on the bare page.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const autocannonCli = require.resolve('autocannon/autocannon.js');
const quick = process.env.BENCH_QUICK === '1';

/**
 * Connections and seconds of one page measurement: 10 connections for 8 s (2 s quick), so the
 * bare page reaches what autocannon alone gets from it.
 */
export const pageLoad = { connections: 10, duration: quick ? 2 : 8 };

/** The figures of one autocannon run: requests/s, latency p50/p99 (ms), errors and non-2xx. */
function figures(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Loads `target` (a URL, or `{ url, paths }` to pick a random path per request) for `duration`
 * seconds over `connections` connections.
 */
export async function load(
  target,
  { connections = pageLoad.connections, duration = pageLoad.duration, headers } = {},
) {
  const paths = typeof target === 'string' ? null : target.paths;
  const url = typeof target === 'string' ? target : target.url;
  const requests = paths
    ? [
        {
          setupRequest: (request) => ({
            ...request,
            path: paths[Math.floor(Math.random() * paths.length)],
          }),
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    ...(requests ? { requests } : {}),
  });
  return figures(result);
}

/** The same measurement by the `autocannon` command alone, in its own process. */
export async function loadAlone(
  url,
  { connections = pageLoad.connections, duration = pageLoad.duration } = {},
) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '--json', '-c', String(connections), '-d', String(duration), url],
    { maxBuffer: 16 << 20 },
  );
  return figures(JSON.parse(stdout));
}

/** Latency statistics of samples (ms). */
export function latencyOf(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return {
    count: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

/**
 * KiB gzip of the JavaScript a visitor's browser runs on a page: its `<script src>` tags, without
 * the `noModule` polyfill that modern browsers skip.
 */
export async function visitorJavaScript(pageUrl) {
  const html = await fetch(pageUrl).then((response) => response.text());
  const sources = new Set();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const source = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (source && !/\bnomodule\b/i.test(attributes))
      sources.add(new URL(source.replaceAll('&amp;', '&'), pageUrl).href);
  }
  let bytes = 0;
  for (const source of sources)
    bytes += gzipSync(
      Buffer.from(await fetch(source).then((response) => response.arrayBuffer())),
    ).length;
  return { scripts: sources.size, kib: bytes / 1024 };
}
