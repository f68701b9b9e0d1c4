import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../client/errors';
import { adminRouting, isAdminPath, storedRedirect } from './admin-route';

describe('admin routing (issue 15, DESIGN.md 9)', () => {
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

  it('follows a stored redirect to a site path or an http(s) URL only, and ignores a failed lookup', async () => {
    const client = (answer: () => Promise<{ new_path: string }>) => ({
      pageEditor: { redirect: answer },
    });
    expect(
      await storedRedirect(
        client(async () => ({ new_path: '/de/neu' })),
        'de',
        'alt',
      ),
    ).toBe('/de/neu');
    expect(
      await storedRedirect(
        client(async () => ({ new_path: '//evil.example' })),
        'de',
        'alt',
      ),
    ).toBeNull();
    expect(
      await storedRedirect(
        client(async () => ({ new_path: 'javascript:alert(1)' })),
        'de',
        'alt',
      ),
    ).toBeNull();
    expect(
      await storedRedirect(
        client(() => Promise.reject(new NotFoundError('/x'))),
        'de',
        'alt',
      ),
    ).toBeNull();
  });
});
