// The content API as the web host sees it in the e2e run: a pass-through to the real server that
// the outage test can switch off (connections are then dropped, as if the API were down) and on.
// It also counts the requests per path that reach the API (`GET /__switch/count?path=`, reset by
// `POST /__switch/count/reset`), for the tests of what the host asks the API.
import { createServer, request } from 'node:http';

const port = Number(process.env.SWITCH_PORT);
const target = new URL(process.env.SWITCH_TARGET ?? '');
let down = false;
const counts = new Map();

/** Answers the switch's own requests; false for a request meant for the content API. */
function answerSwitch(incoming, outgoing) {
  const url = new URL(incoming.url ?? '/', 'http://switch');
  if (incoming.method === 'GET' && url.pathname === '/__switch/count') {
    outgoing.end(String(counts.get(url.searchParams.get('path')) ?? 0));
    return true;
  }
  if (incoming.method === 'POST' && url.pathname === '/__switch/count/reset') {
    counts.clear();
    outgoing.end('reset');
    return true;
  }
  return false;
}

createServer((incoming, outgoing) => {
  if (
    incoming.method === 'POST' &&
    (incoming.url === '/__switch/down' || incoming.url === '/__switch/up')
  ) {
    down = incoming.url === '/__switch/down';
    outgoing.end(down ? 'down' : 'up');
    return;
  }
  if (answerSwitch(incoming, outgoing)) return;
  if (down) {
    incoming.socket.destroy();
    return;
  }
  const path = new URL(incoming.url ?? '/', 'http://switch').pathname;
  counts.set(path, (counts.get(path) ?? 0) + 1);
  const upstream = request(
    {
      // A connection per request: a kept-alive one that the API closes after its idle timeout
      // (5 s) could be reused just then and drop the request (a 502 the host never caused).
      agent: false,
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}).listen(port, '127.0.0.1');
