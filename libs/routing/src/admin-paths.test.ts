import { describe, expect, it } from 'vitest';
import {
  adminGroupOf,
  adminNavGroups,
  adminPath,
  adminRouting,
  adminScreenGroup,
  isAdminPath,
} from './admin-paths';

describe('admin paths (DESIGN.md 9)', () => {
  it('derives every admin path from the table', () => {
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('login')).toBe('/admin/login');
    expect(adminPath('mediaLibrary')).toBe('/admin/media');
    expect(adminPath('siteSettings')).toBe('/admin/site-settings');
    expect(adminPath({ entity: 'news/news' })).toBe('/admin/news/news');
    expect(adminPath({ entity: 'news/news', id: 'add' })).toBe('/admin/news/news/add');
    expect(adminPath({ entity: '/persons/person/', id: 12 })).toBe(
      '/admin/persons/person/12/change',
    );
  });

  it('is the admin area but not the login or the media library', () => {
    expect(
      ['/admin', '/admin/', '/admin/news/news/3/change/', '/admin/navigation'].every(isAdminPath),
    ).toBe(true);
    expect(
      [
        '/admin/login',
        '/admin/login/de',
        '/admin/media',
        '/admin/media/5',
        '/administration',
        '/de/admin',
      ].some(isAdminPath),
    ).toBe(false);
  });

  it('sends a request without a session to the login, back to the same admin page', () => {
    expect(adminRouting('/admin/news/news/', '?search=x', false, 'en')).toEqual({
      kind: 'login',
      location: `/admin/login?next=${encodeURIComponent('/admin/news/news?search=x')}&lang=en`,
    });
  });

  it('renders the page in the language of ?lang=, else the browser’s', () => {
    expect(adminRouting('/admin/news/news/12/change/', '?lang=en&x=1', true, 'de')).toEqual({
      kind: 'page',
      rewrite: '/admin/en/news/news/12/change?x=1&lang=en',
    });
    expect(adminRouting('/admin', '', true, 'de')).toEqual({
      kind: 'page',
      rewrite: '/admin/de?lang=de',
    });
    expect(adminRouting('/admin', '?lang=fr', true, 'en')).toEqual({
      kind: 'page',
      rewrite: '/admin/en?lang=en',
    });
  });
});

describe('admin navigation groups (DESIGN.md 9)', () => {
  it('puts an entity in the group of its app, then the group screens, in order', () => {
    const groups = adminNavGroups([
      'news/news',
      'study/faculty',
      'home/hometeaser',
      'redirects/redirect',
    ]);
    expect(groups).toEqual([
      { group: 'content', items: [{ entity: 'news/news' }] },
      { group: 'study', items: [{ entity: 'study/faculty' }] },
      { group: 'home', items: [{ entity: 'home/hometeaser' }] },
      {
        group: 'site',
        items: [{ entity: 'redirects/redirect' }, 'navigation', 'newsletter', 'siteSettings'],
      },
      { group: 'media', items: ['mediaLibrary'] },
    ]);
  });

  it('leaves out a group without items and knows the group of a path or screen', () => {
    expect(adminNavGroups([]).map(({ group }) => group)).toEqual(['site', 'media']);
    expect(adminGroupOf('/application/applicationstudyfaculty/')).toBe('study');
    expect(adminScreenGroup('mediaLibrary')).toBe('media');
    expect(adminScreenGroup('dashboard')).toBeUndefined();
  });
});
