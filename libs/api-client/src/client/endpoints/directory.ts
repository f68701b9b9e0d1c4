import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import {
  personCategoriesSchema,
  personDetailSchema,
  personListSchema,
  type PersonFilter,
} from '../../schemas/person';
import {
  pressArticlePageSchema,
  pressReleaseDetailSchema,
  pressReleasePageSchema,
  downloadDirectorySchema,
} from '../../schemas/press';
import {
  applicationPageSchema,
  studyFacultySchema,
  studyProgrammeDetailSchema,
  studyProgrammeSchema,
  studySubjectSchema,
} from '../../schemas/study';
import { requestJson, type ClientOptions } from '../request';
import { queryString } from './path';

/** spec 7: the persons endpoints. */
export function personEndpoints(options: ClientOptions) {
  return {
    /** GET /{locale}/api/persons/?category={id}&search={text} (reads `results`). */
    list: (locale: Locale, filter: Partial<PersonFilter> = {}) => {
      const params = new URLSearchParams();
      if (filter.category) params.set('category', filter.category);
      if (filter.search?.trim()) params.set('search', filter.search.trim());
      return requestJson(
        options,
        `/${locale}/api/persons/${queryString(params)}`,
        personListSchema,
      );
    },
    /** GET /{locale}/api/persons/{id}/ */
    get: (locale: Locale, id: number) =>
      requestJson(options, `/${locale}/api/persons/${id}/`, personDetailSchema),
    /** GET /{locale}/api/persons/categories/ (array of id and name) */
    categories: (locale: Locale) =>
      requestJson(options, `/${locale}/api/persons/categories/`, personCategoriesSchema),
  };
}

/** spec 7: the press endpoints (press releases, press articles, download directories). */
export function pressEndpoints(options: ClientOptions) {
  return {
    /** GET /{locale}/api/press-releases/?page={n} */
    releases: (locale: Locale, { page = 1 }: { page?: number } = {}) =>
      requestJson(options, `/${locale}/api/press-releases/?page=${page}`, pressReleasePageSchema),
    /** GET /{locale}/api/press-releases/{id}/ */
    release: (locale: Locale, id: number) =>
      requestJson(options, `/${locale}/api/press-releases/${id}/`, pressReleaseDetailSchema),
    /** GET /{locale}/api/press-articles/?page={n} */
    articles: (locale: Locale, { page = 1 }: { page?: number } = {}) =>
      requestJson(options, `/${locale}/api/press-articles/?page=${page}`, pressArticlePageSchema),
    /** GET /{locale}/api/download-directories/ */
    downloads: (locale: Locale) =>
      requestJson(
        options,
        `/${locale}/api/download-directories/`,
        v.array(downloadDirectorySchema),
      ),
  };
}

/** spec 7: the study and application endpoints. */
export function studyEndpoints(options: ClientOptions) {
  const api = (locale: Locale, path: string) => `/${locale}/api/${path}`;
  return {
    /** GET /{locale}/api/faculties/ */
    faculties: (locale: Locale) =>
      requestJson(options, api(locale, 'faculties/'), v.array(studyFacultySchema)),
    /** GET /{locale}/api/faculties/{slug}/ (slug: one of the four faculty slugs of spec 2) */
    faculty: (locale: Locale, slug: string) =>
      requestJson(
        options,
        api(locale, `faculties/${encodeURIComponent(slug)}/`),
        studyFacultySchema,
      ),
    /** GET /{locale}/api/studyfaculties/[?faculty={id}]: the study programmes. */
    programmes: (locale: Locale, { faculty }: { faculty?: number } = {}) =>
      requestJson(
        options,
        api(locale, `studyfaculties/${faculty ? `?faculty=${faculty}` : ''}`),
        v.array(studyProgrammeSchema),
      ),
    /** GET /{locale}/api/studyfaculties/{id}/ */
    programme: (locale: Locale, id: number) =>
      requestJson(options, api(locale, `studyfaculties/${id}/`), studyProgrammeDetailSchema),
    /** GET /{locale}/api/studysubjects/{id}/ */
    subject: (locale: Locale, id: number) =>
      requestJson(options, api(locale, `studysubjects/${id}/`), studySubjectSchema),
    /** GET /{locale}/api/application/: the application pages. */
    applications: (locale: Locale) =>
      requestJson(options, api(locale, 'application/'), v.array(applicationPageSchema)),
    /** GET /{locale}/api/application/{id}/ */
    application: (locale: Locale, id: number) =>
      requestJson(options, api(locale, `application/${id}/`), applicationPageSchema),
    /** GET /{locale}/api/application_studyfaculties/: the programmes one can apply to. */
    applicationProgrammes: (locale: Locale) =>
      requestJson(
        options,
        api(locale, 'application_studyfaculties/'),
        v.array(studyProgrammeSchema),
      ),
  };
}
