// @aula/api-client against a running @aula/content-server (both from their tarballs): the server
// starts in this process on an in-memory database with the demo content, the typed client reads
// lists, navigation and a page, and @aula/blocks renders that page's modules.
import assert from 'node:assert/strict';
import { createClient, NotFoundError } from '@aula/api-client';
import { Modules } from '@aula/blocks/server';
import { startServer, type RunningServer, type ServerOptions } from '@aula/content-server';
import { renderToString } from 'react-dom/server';

const port = Number(process.env.CONTENT_SERVER_PORT ?? 4410);
const options: ServerOptions = { port };
const server: RunningServer = await startServer(options);
try {
  assert.equal(server.seeded, true, 'a new database gets the demo content');
  const client = createClient({ baseUrl: server.url });

  const news = await client.news.list('de');
  assert.equal(news.count, 48);
  assert.equal(news.results.length, 12);
  const second = await client.news.list('en', { page: 2 });
  assert.equal(second.results.length, 12);
  await assert.rejects(client.news.list('de', { page: 99 }), NotFoundError);

  const menu = await client.mainNavigation('en');
  assert.ok(menu.menu.length > 0, 'the English main menu has entries');

  const page = await client.pageEditor.page('de', 'bloecke');
  assert.ok(page.modules.length > 0, 'the blocks page has modules');
  const html = renderToString(<Modules modules={page.modules} options={{ locale: 'de' }} />);
  assert.ok(
    html.includes('einmal laden'),
    'the page with every block renders, its embeds behind the consent placeholder',
  );
  console.log(
    `api-client: ${news.count} news, ${menu.menu.length} menu entries, page "${page.title}" (${page.modules.length} modules, ${Math.round(html.length / 1024)} KiB HTML) from ${server.url}`,
  );
} finally {
  await server.close();
}
