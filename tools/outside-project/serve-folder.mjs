// A static file server for the outside project's built page (127.0.0.1 only).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves `folder` on 127.0.0.1:`port`; `/` is index.html. */
export async function serveFolder(folder, port) {
  const server = createServer(async (request, response) => {
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
    ).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(folder, path.endsWith('/') ? `${path}index.html` : path));
      response
        .writeHead(200, {
          'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
        })
        .end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', resolve),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
