import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { baseFields, imageFields } from '../testing/module-fixtures';
import { breakingNewsSchema } from './breaking-news';
import { eventSchema } from './event';
import { micrositesFooterSchema, micrositesSchema } from './microsites';
import { pageSchema } from './page';
import { personCategoriesSchema, personFilterSchema, personListSchema } from './person';
import { normalizeSearchQuery, searchResultsSchema } from './search';
import { userSchema } from './user';

const urls = { de: '/de/a', en: '/en/a' };

describe('read schemas of spec 3', () => {
  it('page: defaults the flags and parses its modules', () => {
    const page = v.parse(pageSchema, {
      id: 1,
      urls,
      content_type: null,
      title: 'T',
      headline: 'H',
      meta_title: '',
      meta_description: '',
      og_title: '',
      og_description: '',
      og_image: null,
      settings_url: null,
      modules: [{ ...baseFields(), model: 'ContainerModule', layout: 0, columns: [] }],
    });
    expect(page).toMatchObject({
      is_online: true,
      is_clickable: true,
      in_menu: false,
      in_footer: false,
      og_type: 'website',
    });
    expect(page.modules[0]?.model).toBe('ContainerModule');
  });

  it('breaking news: only the colours regular and urgent', () => {
    const item = {
      id: 1,
      headline: 'h',
      text: 't',
      color: 'urgent',
      link: null,
      link_obj: null,
      link_text: '',
    };
    expect(v.safeParse(breakingNewsSchema, [item]).success).toBe(true);
    expect(v.safeParse(breakingNewsSchema, [{ ...item, color: 'red' }]).success).toBe(false);
  });

  it('user: navigation defaults to empty lists', () => {
    const user = v.parse(userSchema, {
      logged: true,
      id: 1,
      email: 'e@x.org',
      username: 'e',
      admin_menus: [{ title: 'News', url: '/admin/news/' }],
    });
    expect(user.navigation).toEqual({ menu: [], footer: [] });
  });

  it('event: start must be an ISO instant', () => {
    const event = {
      id: 1,
      slug: 's',
      title: 't',
      teaser: '',
      start: '2026-03-01T18:00:00Z',
      end: null,
      location: 'Aula',
      categories: [],
      faculty: null,
      is_home: true,
      is_highlight: false,
      urls,
      ...imageFields,
    };
    expect(v.safeParse(eventSchema, event).success).toBe(true);
    expect(v.safeParse(eventSchema, { ...event, start: '01.03.2026' }).success).toBe(false);
  });

  it('microsites: full and footer variants keyed by category', () => {
    const full = v.parse(micrositesSchema, {
      'fachbereich-musik': [{ name: 'Jazz', url: 'https://jazz.example.org' }],
    });
    expect(full['weitere-themen']).toEqual([]);
    expect(full['fachbereich-musik'][0]).toMatchObject({ name: 'Jazz', description: '' });
    expect(
      v.parse(micrositesFooterSchema, { 'weitere-themen': [{ name: 'A', url: '/a' }] })[
        'weitere-themen'
      ],
    ).toHaveLength(1);
  });

  it('persons: categories, filter and results', () => {
    expect(
      v.parse(personCategoriesSchema, [{ id: 1, name: 'Lehrende', name_plural: 'Lehrende' }]),
    ).toHaveLength(1);
    expect(v.parse(personFilterSchema, {})).toEqual({ category: '', search: '' });
    expect(v.safeParse(personListSchema, { results: [{ id: 1 }] }).success).toBe(false);
  });

  it('search: per-category pages and a normalized query', () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    expect(
      v.safeParse(searchResultsSchema, {
        others: empty,
        persons: empty,
        events: empty,
        news: empty,
      }).success,
    ).toBe(true);
    expect(normalizeSearchQuery(`  ${'a'.repeat(250)} `)).toHaveLength(200);
  });

  it('search texts never carry control characters (NUL cannot reach PostgreSQL)', () => {
    expect(normalizeSearchQuery('\u0000kunst\u0000\u0007musik\n')).toBe('kunst musik');
    expect(v.parse(personFilterSchema, { search: 'm\u0000üller' }).search).toBe('m üller');
  });
});
