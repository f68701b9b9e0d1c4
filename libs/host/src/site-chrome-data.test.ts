import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, NetworkError, NotFoundError } from '@aula/api-client';
import { loadSiteChromeData } from './site-chrome-data';

type ChromeApi = Parameters<typeof loadSiteChromeData>[0];

function fakeApi(fail: false | Error): ChromeApi {
  const answer = <T>(value: T) => (fail ? Promise.reject(fail) : Promise.resolve(value));
  return {
    pageEditor: {
      nav: () =>
        answer({
          menu: [
            {
              menu_name: 'Studium',
              headline: 'Studium',
              url: '/de/studium',
              in_highlight_menu: true,
              children: [],
            },
          ],
          footer: [],
        }),
    } as unknown as ApiClient['pageEditor'],
    breakingNews: () =>
      answer([
        {
          id: 1,
          headline: 'Achtung',
          text: 'Heute geschlossen',
          color: 'urgent' as const,
          link: null,
          link_obj: null,
          link_text: '',
        },
      ]),
    microsites: {
      full: () => Promise.reject(new Error('unused')),
      footer: () =>
        answer({
          'fachbereich-musik': [{ name: 'Jazz', url: '/de/jazz' }],
          'fachbereich-kunst-und-design': [],
          'weitere-themen': [],
        }),
    },
  };
}

describe('loadSiteChromeData (spec 2, 8)', () => {
  it('loads the navigation, breaking news and microsites in the given language', async () => {
    const data = await loadSiteChromeData(fakeApi(false), 'de', vi.fn());
    expect(data.navigation.menu[0]?.url).toBe('/de/studium');
    expect(data.breakingNews).toHaveLength(1);
    expect(data.microsites['fachbereich-musik']).toEqual([{ name: 'Jazz', url: '/de/jazz' }]);
  });

  it('hands each failing part to `failed` and shows it empty', async () => {
    const failed = vi.fn();
    const missing = new NotFoundError('/en/api/x/');
    const data = await loadSiteChromeData(fakeApi(missing), 'en', failed);
    expect(data).toEqual({
      navigation: { menu: [], footer: [] },
      breakingNews: [],
      microsites: {
        'fachbereich-musik': [],
        'fachbereich-kunst-und-design': [],
        'weitere-themen': [],
      },
    });
    expect(failed.mock.calls).toEqual([
      [missing, 'the navigation'],
      [missing, 'the breaking news'],
      [missing, 'the microsites'],
    ]);
  });

  it('abandons the load when `failed` throws: no page is cached without its chrome', async () => {
    const down = new NetworkError('/en/api/x/', new Error('ECONNREFUSED'));
    await expect(
      loadSiteChromeData(fakeApi(down), 'en', (error) => {
        throw error;
      }),
    ).rejects.toBe(down);
  });
});
