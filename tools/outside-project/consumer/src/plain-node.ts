// @aula/routing and @aula/i18n from plain Node: no bundler, no React.
import assert from 'node:assert/strict';
import { formatCalendarDate, formatDate, t } from '@aula/i18n';
import { alternates, href, locales, match } from '@aula/routing';

assert.deepEqual([...locales], ['de', 'en']);

const news = href('newsList', 'de');
assert.equal(news, '/de/neuigkeiten');
assert.equal(href('newsList', 'en'), '/en/news');

const matched = match('/en/news');
assert.equal(matched.kind, 'screen');
assert.equal(matched.kind === 'screen' && matched.screen, 'newsList');
const home = match('/', '', 'en-GB,en;q=0.9');
assert.equal(home.kind, 'redirect');
assert.equal(home.kind === 'redirect' && home.location, '/en');

const links = alternates({ screen: 'newsList', locale: 'de' });
assert.equal(links.languages.en, '/en/news');

assert.equal(t('de', 'layout.skipLink'), 'Zum Inhalt springen');
assert.equal(t('en', 'layout.skipLink'), 'Jump to content');
assert.equal(formatDate('2026-03-15T12:00:00Z'), '15.03.2026');
assert.equal(formatCalendarDate(new Date('2026-03-15T12:00:00Z')), '15.03.2026');

console.log(`plain Node: routing and i18n ok (${news})`);
