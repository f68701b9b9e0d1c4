import { HttpError, cacheTags } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fakeSitemapApi, urlsOf } from '../testing/fake-sitemap-api';
import { applicationPages, facultyPages, maxProgrammeDetails, programmePages } from './study-pages';

describe('study pages (spec 2)', () => {
  it('lists the faculties and the application pages by their urls', async () => {
    const { api, tags } = fakeSitemapApi({
      study: {
        faculties: () =>
          Promise.resolve([{ urls: urlsOf('/de/studium/musik', '/en/study/music') }]),
        applications: () =>
          Promise.resolve([{ urls: urlsOf('/de/bewerbung/jazz/3', '/en/application/jazz/3') }]),
      },
    });
    expect(await facultyPages(api)).toEqual([{ de: '/de/studium/musik', en: '/en/study/music' }]);
    expect(await applicationPages(api)).toEqual([
      { de: '/de/bewerbung/jazz/3', en: '/en/application/jazz/3' },
    ]);
    expect(tags).toEqual([[cacheTags.list('study')], [cacheTags.list('application')]]);
  });

  it('lists each programme followed by its subjects; a failing detail loses only its subjects', async () => {
    const log = vi.fn();
    const { api, tags } = fakeSitemapApi({
      study: {
        programmes: () =>
          Promise.resolve([
            { id: 5, urls: urlsOf('/de/studium/musik/jazz/5', '/en/study/music/jazz/5') },
            { id: 6, urls: urlsOf('/de/studium/musik/klavier/6', '/en/study/music/piano/6') },
          ]),
        programme: (_locale, id) =>
          id === 5
            ? Promise.resolve({
                subjects: [
                  {
                    urls: urlsOf(
                      '/de/studium/musik/jazz/5/gitarre/51',
                      '/en/study/music/jazz/5/guitar/51',
                    ),
                  },
                ],
              })
            : Promise.reject(new HttpError('/de/api/studyfaculties/6/', 500)),
      },
    });
    expect(await programmePages(api, log)).toEqual([
      { de: '/de/studium/musik/jazz/5', en: '/en/study/music/jazz/5' },
      { de: '/de/studium/musik/jazz/5/gitarre/51', en: '/en/study/music/jazz/5/guitar/51' },
      { de: '/de/studium/musik/klavier/6', en: '/en/study/music/piano/6' },
    ]);
    expect(log).toHaveBeenCalledOnce();
    expect(tags).toContainEqual([cacheTags.entity('programme', 5), cacheTags.list('study')]);
  });

  it('reads the subjects of at most `maxProgrammeDetails` programmes', async () => {
    const programme = vi.fn(() => Promise.resolve({ subjects: [] }));
    const many = Array.from({ length: maxProgrammeDetails + 10 }, (_, index) => ({
      id: index + 1,
      urls: urlsOf(`/de/studium/musik/p/${index + 1}`, `/en/study/music/p/${index + 1}`),
    }));
    const { api } = fakeSitemapApi({
      study: { programmes: () => Promise.resolve(many), programme },
    });
    expect(await programmePages(api, vi.fn())).toHaveLength(many.length);
    expect(programme).toHaveBeenCalledTimes(maxProgrammeDetails);
  });
});
