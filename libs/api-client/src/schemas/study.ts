import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { localizedUrlsSchema } from './language';
import { imageReadEntries } from './modules/image-fields';

/** A study faculty (`/api/faculties/`), the Faculty page of spec 2 (`/de/studium/{slug}`). */
export const studyFacultySchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  name: v.string(),
  teaser: v.string(),
  urls: localizedUrlsSchema,
  body_slug: v.string(),
  ...imageReadEntries,
});
export type StudyFaculty = v.InferOutput<typeof studyFacultySchema>;

/** A study subject of a programme (`/api/studysubjects/{id}/`). */
export const studySubjectSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  title: v.string(),
  teaser: v.string(),
  programme: entityIdSchema,
  urls: localizedUrlsSchema,
  body_slug: v.string(),
});
export type StudySubject = v.InferOutput<typeof studySubjectSchema>;

/** A study programme (`/api/studyfaculties/`), spec 2's Study programme page. */
export const studyProgrammeSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  title: v.string(),
  degree: v.string(),
  teaser: v.string(),
  faculty: entityIdSchema,
  urls: localizedUrlsSchema,
  ...imageReadEntries,
});
export type StudyProgramme = v.InferOutput<typeof studyProgrammeSchema>;

/** A study programme's detail page with its subjects (`/api/studyfaculties/{id}/`). */
export const studyProgrammeDetailSchema = v.object({
  ...studyProgrammeSchema.entries,
  subjects: v.array(
    v.object({
      id: entityIdSchema,
      slug: v.string(),
      title: v.string(),
      urls: localizedUrlsSchema,
    }),
  ),
  body_slug: v.string(),
});
export type StudyProgrammeDetail = v.InferOutput<typeof studyProgrammeDetailSchema>;

/** An application page of a study programme (`/api/application/`), spec 2's Application detail. */
export const applicationPageSchema = v.object({
  id: entityIdSchema,
  slug: v.string(),
  title: v.string(),
  teaser: v.string(),
  programme: v.nullable(entityIdSchema),
  faculty: v.nullable(entityIdSchema),
  /** ISO date of the application deadline, if any. */
  deadline: v.nullable(v.pipe(v.string(), v.isoDate())),
  urls: localizedUrlsSchema,
  body_slug: v.string(),
});
export type ApplicationPage = v.InferOutput<typeof applicationPageSchema>;
