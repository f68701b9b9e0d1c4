// The content API as the web host sees it in the e2e run: a pass-through to the real server that
// the outage test can switch off (connections are then dropped, as if the API were down) and on.
import { createServer, request } from 'node:http';

const port = Number(process.env.SWITCH_PORT);
const target = new URL(process.env.SWITCH_TARGET ?? '');
let down = false;

createServer((incoming, outgoing) => {
  if (
    incoming.method === 'POST' &&
    (incoming.url === '/__switch/down' || incoming.url === '/__switch/up')
  ) {
    down = incoming.url === '/__switch/down';
    outgoing.end(down ? 'down' : 'up');
    return;
  }
  if (down) {
    incoming.socket.destroy();
    return;
  }
  const upstream = request(
    {
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
