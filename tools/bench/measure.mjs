// Load generation and statistics for the benchmark: bounded in requests and time, loopback only.
import { gzipSync } from 'node:zlib';

/** The value below which `fraction` of the sorted samples lie. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/** Sends `total` requests from `concurrency` loops, returning latencies (ms), rate and failures. */
export async function load(urlFor, { total = 400, concurrency = 8, timeLimitMs = 30_000 } = {}) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function loop() {
    while (next < total && performance.now() - started < timeLimitMs) {
      const index = next++;
      const begin = performance.now();
      const response = await fetch(urlFor(index)).catch(() => null);
      if (!response?.ok) failures++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Gzipped bytes of the JavaScript a visitor downloads for a page (its script tags). */
export async function visitorJavaScript(pageUrl) {
  const html = await fetch(pageUrl).then((response) => response.text());
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1], pageUrl).href);
  let bytes = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await fetch(source).then((response) => response.arrayBuffer()));
    bytes += gzipSync(body).length;
  }
  return { scripts: new Set(sources).size, kib: bytes / 1024 };
}
