import {
  applicationPageSchema,
  downloadDirectorySchema,
  pressArticlePageSchema,
  pressReleaseDetailSchema,
  pressReleasePageSchema,
  studyFacultySchema,
  studyProgrammeDetailSchema,
  studyProgrammeSchema,
  studySubjectSchema,
} from '@aula/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const get = async <S extends v.GenericSchema>(path: string, schema: S) =>
  v.parse(schema, (await server.getJson(path)).body);

describe('press', () => {
  it('pages 10 press releases newest first and answers one', async () => {
    const releases = await get('/de/api/press-releases/', pressReleasePageSchema);
    expect(releases.count).toBe(10);
    expect(releases.results[0]?.urls).toEqual({
      de: '/de/pressemitteilungen/pressemitteilung-1/1',
      en: '/en/press-releases/press-release-1/1',
    });
    expect((await get('/en/api/press-releases/1/', pressReleaseDetailSchema)).title).toBe(
      'Press release 1: Annual exhibition 2026 opens on 12 July',
    );
    expect((await server.getJson('/en/api/press-releases/2/?x')).status).toBe(200);
    expect((await server.getJson('/de/api/press-releases/?page=2')).status).toBe(404);
  });

  it('answers press articles and the press material downloads', async () => {
    expect((await get('/en/api/press-articles/', pressArticlePageSchema)).results[0]?.source).toBe(
      'Tagblatt',
    );
    const directories = await get(
      '/de/api/download-directories/',
      v.array(downloadDirectorySchema),
    );
    expect(directories[0]?.title).toBe('Pressematerial');
    expect(directories[0]?.files.length).toBeGreaterThan(0);
  });
});

describe('study and application', () => {
  it('answers both faculties with the route slugs of each language', async () => {
    const faculties = await get('/en/api/faculties/', v.array(studyFacultySchema));
    expect(faculties.map((faculty) => faculty.urls)).toEqual([
      { de: '/de/studium/musik', en: '/en/study/music' },
      { de: '/de/studium/kunst-und-design', en: '/en/study/art-and-design' },
    ]);
    expect((await get('/de/api/faculties/music/', studyFacultySchema)).name).toBe(
      'Fachbereich Musik',
    );
  });

  it('answers 4+ programmes per faculty with 2+ subjects each', async () => {
    for (const faculty of ['musik', 'art-and-design']) {
      const programmes = await get(
        `/de/api/studyfaculties/?faculty=${faculty}`,
        v.array(studyProgrammeSchema),
      );
      expect(programmes.length).toBeGreaterThanOrEqual(4);
      for (const programme of programmes) {
        const detail = await get(
          `/de/api/studyfaculties/${programme.id}/`,
          studyProgrammeDetailSchema,
        );
        expect(detail.subjects.length).toBeGreaterThanOrEqual(2);
      }
    }
    const subject = await get('/en/api/studysubjects/1/', studySubjectSchema);
    expect(subject.urls.en).toBe('/en/study/music/instrumental-music/1/piano/1');
    expect(subject.urls.de).toBe('/de/studium/musik/instrumentalmusik/1/klavier/1');
  });

  it('answers application pages and the programmes that have one', async () => {
    const pages = await get('/en/api/application/', v.array(applicationPageSchema));
    expect(pages).toHaveLength(8);
    expect(pages[0]).toMatchObject({
      deadline: '2027-03-15',
      urls: { en: '/en/application/application-instrumental-music/1' },
    });
    expect(
      await get('/de/api/application_studyfaculties/', v.array(studyProgrammeSchema)),
    ).toHaveLength(8);
    expect((await server.getJson('/de/api/application/99/')).status).toBe(404);
  });
});
