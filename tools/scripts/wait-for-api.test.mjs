// Run with `node --test tools/scripts`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { waitForApi } from './wait-for-api.mjs';

test('waits until the API answers 2xx, not before', async () => {
  let ready = false;
  const server = createServer((_, res) => {
    res.writeHead(ready ? 200 : 503).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/de/api/news/`;
  let done = false;
  const waiting = waitForApi(url, { intervalMs: 20 }).then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(done, false);
  ready = true;
  await waiting;
  assert.equal(done, true);
  server.close();
});

test('gives up when the API process stops or the time is over', async () => {
  await assert.rejects(
    waitForApi('http://127.0.0.1:9/', { intervalMs: 10, isAlive: () => false }),
    /stopped/,
  );
  await assert.rejects(
    waitForApi('http://127.0.0.1:9/', { intervalMs: 10, timeoutMs: 50 }),
    /did not answer/,
  );
});
