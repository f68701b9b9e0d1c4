import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch';
import { createClient, type ApiClient } from './create-client';

type Call = [string, (client: ApiClient) => Promise<unknown>, string];

// Every endpoint of spec 7 with the method and path it must request.
const endpoints: Call[] = [
  ['user', (c) => c.pageEditor.user('de'), 'GET /de/pageeditor-api/user'],
  ['nav', (c) => c.pageEditor.nav('en'), 'GET /en/pageeditor-api/nav'],
  [
    'page',
    (c) => c.pageEditor.page('de', 'ueber-uns/team'),
    'GET /de/pageeditor-api/page/ueber-uns/team',
  ],
  [
    'page version',
    (c) => c.pageEditor.page('en', 'about', { versionId: 3 }),
    'GET /en/pageeditor-api/page/about?version_id=3',
  ],
  [
    'container',
    (c) => c.pageEditor.containerBySlug('de', 'home-intro'),
    'GET /de/pageeditor-api/container/by-slug/home-intro',
  ],
  [
    'create container',
    (c) => c.pageEditor.createContainer('de', { slug: 'news-1-body' }),
    'POST /de/pageeditor-api/module/',
  ],
  [
    'redirect',
    (c) => c.pageEditor.redirect('de', 'alt/pfad'),
    'GET /de/pageeditor-api/redirect/alt/pfad',
  ],
  [
    'login',
    (c) => c.pageEditor.login('de', { username: 'a', password: 'b' }),
    'POST /de/pageeditor-api/login/',
  ],
  ['logout', (c) => c.pageEditor.logout('en'), 'POST /en/pageeditor-api/logout/'],
  ['module get', (c) => c.pageEditor.modules.get('en', 4), 'GET /en/pageeditor-api/module/4/'],
  ['breaking news', (c) => c.breakingNews('de'), 'GET /de/api/breaking-news/'],
  ['main navigation', (c) => c.mainNavigation('en'), 'GET /en/api/main-navigation/'],
  ['news', (c) => c.news.list('de'), 'GET /de/api/news/?page=1'],
  [
    'news filtered',
    (c) => c.news.list('en', { page: 2, filter: { category: ['a'], date: ['01.02.2026'] } }),
    'GET /en/api/news/?page=2&category=a&date=01.02.2026',
  ],
  [
    'news faculty',
    (c) => c.news.list('de', { filter: { faculty: 2 } }),
    'GET /de/api/news/?page=1&faculty=2',
  ],
  ['news detail', (c) => c.news.get('de', 5), 'GET /de/api/news/5/'],
  ['news categories', (c) => c.news.categories('de'), 'GET /de/api/news/categories/'],
  ['news calendar', (c) => c.news.calendar('en'), 'GET /en/api/news/calendar/'],
  // The calendar offers only days that find something: it follows the list's active filters (the
  // chosen day aside).
  [
    'filtered news calendar',
    (c) => c.news.calendar('de', { category: ['musik', 'forschung'], date: ['23.10.2026'] }),
    'GET /de/api/news/calendar/?category=musik&category=forschung',
  ],
  ['events', (c) => c.events.list('de', { page: 3 }), 'GET /de/api/events/?page=3'],
  ['events home', (c) => c.events.home('en'), 'GET /en/api/events/?page=1&is_home=true'],
  ['event detail', (c) => c.events.get('de', 7), 'GET /de/api/events/7/'],
  ['event categories', (c) => c.events.categories('de'), 'GET /de/api/events/categories/'],
  ['event calendar', (c) => c.events.calendar('de'), 'GET /de/api/events/calendar/'],
  [
    'filtered event calendar',
    (c) => c.events.calendar('en', { category: ['concert'] }),
    'GET /en/api/events/calendar/?category=concert',
  ],
  [
    'events pagemodule',
    (c) => c.events.pageModule('en', 12, { page: 2 }),
    'GET /en/api/events/pagemodule/12/?page=2',
  ],
  ['examples', (c) => c.example.list('de'), 'GET /de/api/example/?page=1'],
  ['examples page', (c) => c.example.list('en', { page: 2 }), 'GET /en/api/example/?page=2'],
  ['example', (c) => c.example.get('en', 3), 'GET /en/api/example/3/'],
  ['example create', (c) => c.example.create('de', { title: 'T' }), 'POST /de/api/example/'],
  [
    'example update',
    (c) => c.example.update('de', 3, { title: 'T', version: 1 }),
    'POST /de/api/example/3/',
  ],
  ['example delete', (c) => c.example.delete('en', 3), 'DELETE /en/api/example/3/'],
  ['microsites', (c) => c.microsites.full('de'), 'GET /de/api/microsites/'],
  ['microsites footer', (c) => c.microsites.footer('en'), 'GET /en/api/microsites/?simple=true'],
  ['teasers', (c) => c.home.teasers('de'), 'GET /de/api/teaser/'],
  ['cta', (c) => c.home.callToActions('de'), 'GET /de/api/teaser-cta/'],
  ['instagram', (c) => c.home.instagram('en'), 'GET /en/api/instagram/'],
  ['newsletters', (c) => c.newsletter.list('de'), 'GET /de/api/newsletter/'],
  [
    'subscribe',
    (c) => c.newsletter.subscribe('de', { email: 'a@b.de', name: 'A', newsletters: [1] }),
    'POST /de/api/newsletter/',
  ],
  [
    'persons',
    (c) => c.persons.list('de', { category: '2', search: ' Ada ' }),
    'GET /de/api/persons/?category=2&search=Ada',
  ],
  ['person', (c) => c.persons.get('en', 1), 'GET /en/api/persons/1/'],
  ['person categories', (c) => c.persons.categories('de'), 'GET /de/api/persons/categories/'],
  ['press releases', (c) => c.press.releases('de'), 'GET /de/api/press-releases/?page=1'],
  ['press release', (c) => c.press.release('en', 2), 'GET /en/api/press-releases/2/'],
  [
    'press articles',
    (c) => c.press.articles('de', { page: 2 }),
    'GET /de/api/press-articles/?page=2',
  ],
  ['downloads', (c) => c.press.downloads('de'), 'GET /de/api/download-directories/'],
  ['faculties', (c) => c.study.faculties('de'), 'GET /de/api/faculties/'],
  ['faculty', (c) => c.study.faculty('en', 'music'), 'GET /en/api/faculties/music/'],
  [
    'programmes',
    (c) => c.study.programmes('de', { faculty: 1 }),
    'GET /de/api/studyfaculties/?faculty=1',
  ],
  ['programme', (c) => c.study.programme('de', 3), 'GET /de/api/studyfaculties/3/'],
  ['subject', (c) => c.study.subject('de', 4), 'GET /de/api/studysubjects/4/'],
  ['applications', (c) => c.study.applications('en'), 'GET /en/api/application/'],
  ['application', (c) => c.study.application('de', 1), 'GET /de/api/application/1/'],
  [
    'application programmes',
    (c) => c.study.applicationProgrammes('de'),
    'GET /de/api/application_studyfaculties/',
  ],
  [
    'autocomplete',
    (c) => c.search.autocomplete('de', 'KuNst'),
    'GET /de/api/search/autocomplete/?query=kunst',
  ],
  [
    'search suggestions',
    (c) => c.search.suggestions('en', 'ConCert'),
    'GET /en/api/search/suggestions/?query=concert',
  ],
  [
    'search',
    (c) => c.search.all('en', 'jazz & more'),
    'GET /en/api/search/?query=jazz%20%26%20more',
  ],
  [
    'search category',
    (c) => c.search.category('de', 'persons', 'ada', 2),
    'GET /de/api/search/persons/?query=ada&page=2',
  ],
];

describe('createClient (spec 7)', () => {
  it.each(endpoints)('%s requests the right path', async (_name, call, expected) => {
    const fake = fakeFetch(() => ({ body: null }));
    await call(createClient({ fetch: fake.fetch, baseUrl: '' })).catch(() => undefined);
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([expected]);
  });

  it('prefixes the base url and parses the answer', async () => {
    const fake = fakeFetch(() => ({ body: { count: 0, next: null, previous: null, results: [] } }));
    const page = await createClient({
      fetch: fake.fetch,
      baseUrl: 'http://127.0.0.1:3001',
    }).news.list('de', { page: 1 });
    expect(page.count).toBe(0);
    expect(fake.calls[0]?.url).toBe('http://127.0.0.1:3001/de/api/news/?page=1');
  });

  it('creates a missing section as an empty container with its placement', async () => {
    const fake = fakeFetch(() => ({ body: null }));
    await createClient({ fetch: fake.fetch })
      .pageEditor.createContainer('de', { slug: 'news-1-body', content_type: 'news', object_id: 1 })
      .catch(() => undefined);
    expect(fake.calls[0]?.body).toEqual({
      model: 'ContainerModule',
      layout: 0,
      parent: null,
      slug: 'news-1-body',
      content_type: 'news',
      object_id: 1,
    });
  });
});
