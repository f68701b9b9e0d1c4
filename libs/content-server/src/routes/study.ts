import {
  applicationPageSchema,
  studyFacultySchema,
  studyProgrammeDetailSchema,
  studyProgrammeSchema,
  studySubjectSchema,
} from '@aula/api-client';
import { facultySlugs, href, type FacultySlug, type Locale } from '@aula/routing';
import { Hono } from 'hono';
import { sql, type Kysely, type Selectable } from 'kysely';
import * as v from 'valibot';
import type {
  ApplicationPageTable,
  Database,
  FacultyTable,
  StudyProgrammeTable,
} from '../db/schema';
import { noImage } from '../media/load-images';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam, localized } from './locale';

type Faculty = Selectable<FacultyTable>;

const knownSlugs: readonly string[] = Object.values(facultySlugs).flatMap((slugs) => [
  slugs.de,
  slugs.en,
]);

/** spec 2: a faculty's slug in `locale`; the stored slugs are the route table's (seeded from it). */
function facultySlug(row: Faculty, locale: Locale): FacultySlug {
  const slug = row[localized('slug', locale)];
  const isKnown = (text: string): text is FacultySlug => knownSlugs.includes(text);
  if (!isKnown(slug))
    throw new Error(
      `Faculty ${row.id} has the slug '${slug}', which is not a route's faculty slug`,
    );
  return slug;
}
type Programme = Selectable<StudyProgrammeTable>;

const facultyAnswer = (row: Faculty, locale: Locale) => ({
  id: row.id,
  slug: row[localized('slug', locale)],
  name: row[localized('name', locale)],
  teaser: row[localized('intro', locale)],
  urls: {
    de: href('faculty', 'de', { faculty: facultySlug(row, 'de') }),
    en: href('faculty', 'en', { faculty: facultySlug(row, 'en') }),
  },
  body_slug: `faculty-${row.id}-body`,
  ...noImage(),
});

const programmeUrl = (faculty: Faculty, row: Programme, locale: Locale) =>
  href('studyProgramme', locale, {
    faculty: facultySlug(faculty, locale),
    studyTitle: row[localized('slug', locale)],
    id: row.id,
  });

const programmeAnswer = (row: Programme, faculty: Faculty, locale: Locale) => ({
  id: row.id,
  slug: row[localized('slug', locale)],
  title: row[localized('title', locale)],
  degree: row.degree,
  teaser: row[localized('description', locale)].replace(/<[^>]*>/g, ''),
  faculty: row.faculty_id,
  urls: { de: programmeUrl(faculty, row, 'de'), en: programmeUrl(faculty, row, 'en') },
  ...noImage(),
});

const applicationAnswer = (
  row: Selectable<ApplicationPageTable> & { deadline_day: string | null },
  facultyId: number | null,
  locale: Locale,
) => ({
  id: row.id,
  slug: row[localized('slug', locale)],
  title: row[localized('title', locale)],
  teaser: row[localized('text', locale)].replace(/<[^>]*>/g, ''),
  programme: row.programme_id,
  faculty: facultyId,
  deadline: row.deadline_day,
  urls: {
    de: href('applicationDetail', 'de', { slug: row.slug_de, id: row.id }),
    en: href('applicationDetail', 'en', { slug: row.slug_en, id: row.id }),
  },
  body_slug: `application-${row.id}-body`,
});

/** spec 2/7: faculties, study programmes (`studyfaculties`), subjects and application pages. */
export function studyRoutes(db: Kysely<Database>) {
  const faculties = async () =>
    new Map(
      (await db.selectFrom('faculty').selectAll().orderBy('position').execute()).map((row) => [
        row.id,
        row,
      ]),
    );
  const programmes = () =>
    db
      .selectFrom('study_programme')
      .selectAll()
      .where('is_online', '=', true)
      .orderBy('faculty_id')
      .orderBy('position');
  const applications = () =>
    db
      .selectFrom('application_page')
      .leftJoin('study_programme', 'study_programme.id', 'application_page.programme_id')
      .selectAll('application_page')
      // The deadline as text: a `date` read into a JS Date would shift with the process time zone.
      .select([
        'study_programme.faculty_id',
        sql<string | null>`to_char(application_page.deadline, 'YYYY-MM-DD')`.as('deadline_day'),
      ])
      .where('application_page.is_online', '=', true)
      .orderBy('application_page.id');
  const programmeList = async (
    locale: Locale,
    facultyFilter: string | undefined,
    withApplication: boolean,
  ) => {
    const byId = await faculties();
    const faculty = [...byId.values()].find((row) =>
      [String(row.id), row.slug_de, row.slug_en].includes(facultyFilter ?? ''),
    );
    const rows = await programmes()
      .$if(faculty !== undefined, (query) => query.where('faculty_id', '=', faculty?.id ?? 0))
      .$if(withApplication, (query) =>
        query.where('id', 'in', (eb) =>
          eb
            .selectFrom('application_page')
            .select('programme_id')
            .where('is_online', '=', true)
            .where('programme_id', 'is not', null)
            .$narrowType<{ programme_id: number }>(),
        ),
      )
      .execute();
    return rows.flatMap((row) => {
      const owner = byId.get(row.faculty_id);
      return owner ? [programmeAnswer(row, owner, locale)] : [];
    });
  };
  return new Hono()
    .get(`/${localeParam}/api/faculties/`, async (c) => {
      const locale = localeOf(c);
      return answer(
        c,
        v.array(studyFacultySchema),
        [...(await faculties()).values()].map((row) => facultyAnswer(row, locale)),
      );
    })
    .get(`/${localeParam}/api/faculties/:slug/`, async (c) => {
      const slug = c.req.param('slug');
      const row = [...(await faculties()).values()].find((faculty) =>
        [String(faculty.id), faculty.slug_de, faculty.slug_en].includes(slug),
      );
      return row ? answer(c, studyFacultySchema, facultyAnswer(row, localeOf(c))) : notFound(c);
    })
    .get(`/${localeParam}/api/studyfaculties/`, async (c) =>
      answer(
        c,
        v.array(studyProgrammeSchema),
        await programmeList(localeOf(c), c.req.query('faculty'), false),
      ),
    )
    .get(`/${localeParam}/api/application_studyfaculties/`, async (c) =>
      answer(
        c,
        v.array(studyProgrammeSchema),
        await programmeList(localeOf(c), c.req.query('faculty'), true),
      ),
    )
    .get(`/${localeParam}/api/studyfaculties/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const row = await programmes()
        .where('id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      const faculty = row ? (await faculties()).get(row.faculty_id) : undefined;
      if (!row || !faculty) return notFound(c);
      const subjects = await db
        .selectFrom('study_subject')
        .selectAll()
        .where('programme_id', '=', row.id)
        .where('is_online', '=', true)
        .orderBy('position')
        .execute();
      const subjectUrl = (subject: (typeof subjects)[number], target: Locale) =>
        href('studySubject', target, {
          faculty: facultySlug(faculty, target),
          studyTitle: row[localized('slug', target)],
          id: row.id,
          subjectTitle: subject[localized('slug', target)],
          subjectId: subject.id,
        });
      return answer(c, studyProgrammeDetailSchema, {
        ...programmeAnswer(row, faculty, locale),
        subjects: subjects.map((subject) => ({
          id: subject.id,
          slug: subject[localized('slug', locale)],
          title: subject[localized('title', locale)],
          urls: { de: subjectUrl(subject, 'de'), en: subjectUrl(subject, 'en') },
        })),
        body_slug: `programme-${row.id}-body`,
      });
    })
    .get(`/${localeParam}/api/studysubjects/${idParam}/`, async (c) => {
      const locale = localeOf(c);
      const subject = await db
        .selectFrom('study_subject')
        .selectAll()
        .where('id', '=', Number(c.req.param('id')))
        .where('is_online', '=', true)
        .executeTakeFirst();
      const programme = subject
        ? await programmes().where('id', '=', subject.programme_id).executeTakeFirst()
        : undefined;
      const faculty = programme ? (await faculties()).get(programme.faculty_id) : undefined;
      if (!subject || !programme || !faculty) return notFound(c);
      const url = (target: Locale) =>
        href('studySubject', target, {
          faculty: facultySlug(faculty, target),
          studyTitle: programme[localized('slug', target)],
          id: programme.id,
          subjectTitle: subject[localized('slug', target)],
          subjectId: subject.id,
        });
      return answer(c, studySubjectSchema, {
        id: subject.id,
        slug: subject[localized('slug', locale)],
        title: subject[localized('title', locale)],
        teaser: subject[localized('description', locale)].replace(/<[^>]*>/g, ''),
        programme: programme.id,
        urls: { de: url('de'), en: url('en') },
        body_slug: `subject-${subject.id}-body`,
      });
    })
    .get(`/${localeParam}/api/application/`, async (c) => {
      const locale = localeOf(c);
      const rows = await applications().execute();
      return answer(
        c,
        v.array(applicationPageSchema),
        rows.map((row) => applicationAnswer(row, row.faculty_id, locale)),
      );
    })
    .get(`/${localeParam}/api/application/${idParam}/`, async (c) => {
      const row = await applications()
        .where('application_page.id', '=', Number(c.req.param('id')))
        .executeTakeFirst();
      return row
        ? answer(c, applicationPageSchema, applicationAnswer(row, row.faculty_id, localeOf(c)))
        : notFound(c);
    });
}
