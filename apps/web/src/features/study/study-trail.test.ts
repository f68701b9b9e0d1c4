import type { StudyProgrammeDetail, StudySubject } from '@aula/api-client';
import { describe, expect, it, vi } from 'vitest';
import { programmeTrail, subjectTrail } from './study-trail';

const faculty = {
  id: 1,
  name: 'Fakultät Musik',
  urls: { de: '/de/studium/musik', en: '/en/study/music' },
};
const programme = {
  id: 4,
  title: 'Gesang (B.Mus.)',
  faculty: 1,
  urls: { de: '/de/studium/musik/gesang/4', en: '/en/study/music/voice/4' },
} as StudyProgrammeDetail;
const api = vi.hoisted(() => ({ faculties: vi.fn(), programme: vi.fn() }));
vi.mock('@web/content/visitor-api', () => ({ visitorApi: () => ({ study: api }) }));

describe('study breadcrumbs (spec 2: every level of the route table)', () => {
  it("puts a programme's faculty between the study overview and the programme", async () => {
    api.faculties.mockResolvedValue([faculty]);
    expect(await programmeTrail(programme, 'en')).toEqual([
      { label: 'Fakultät Musik', href: '/en/study/music' },
    ]);
  });

  it("puts a subject's faculty and programme before it", async () => {
    api.faculties.mockResolvedValue([faculty]);
    api.programme.mockResolvedValue(programme);
    expect(await subjectTrail({ programme: 4 } as StudySubject, 'de')).toEqual([
      { label: 'Fakultät Musik', href: '/de/studium/musik' },
      { label: 'Gesang (B.Mus.)', href: '/de/studium/musik/gesang/4' },
    ]);
    expect(api.programme).toHaveBeenCalledWith('de', 4);
  });

  it('leaves out a level the content API does not know', async () => {
    api.faculties.mockResolvedValue([]);
    api.programme.mockResolvedValue(programme);
    expect(await subjectTrail({ programme: 4 } as StudySubject, 'de')).toEqual([
      { label: 'Gesang (B.Mus.)', href: '/de/studium/musik/gesang/4' },
    ]);
  });
});
