import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import { presenceSchema } from '../../schemas/presence';
import { counterpartSchema, translationStatusSchema } from '../../schemas/translation';
import { requestJson, type ClientOptions } from '../request';

const base = (locale: Locale) => `/${locale}/pageeditor-api`;
const list = (values: readonly (string | number)[]) =>
  values.map((value) => encodeURIComponent(String(value))).join(',');

/** DESIGN.md 8: presence of editors on sections (no locks: a ping, stale after 30 s). */
export function presenceEndpoints(options: ClientOptions) {
  return {
    /** `POST /{locale}/pageeditor-api/presence/{id}/`: "I have section `id` open"; answers who else has. */
    ping: (locale: Locale, section: number) =>
      requestJson(options, `${base(locale)}/presence/${section}/`, presenceSchema, {
        method: 'POST',
      }),
    /** `DELETE /{locale}/pageeditor-api/presence/{id}/`: the editor closed the section. */
    leave: (locale: Locale, section: number) =>
      requestJson(options, `${base(locale)}/presence/${section}/`, v.unknown(), {
        method: 'DELETE',
      }),
    /** `GET /{locale}/pageeditor-api/presence/?sections=1,2`: the editors present on each of these sections. */
    of: (locale: Locale, sections: readonly number[]) =>
      requestJson(options, `${base(locale)}/presence/?sections=${list(sections)}`, presenceSchema),
  };
}

/** DESIGN.md 8: German and English side by side. */
export function translationEndpoints(options: ClientOptions) {
  return {
    /**
     * `GET /{locale}/pageeditor-api/translation-status/?sections=&slugs=&page=`: the sections on
     * the page (`sections`), its empty slots (`slugs`) and the content page (`page`) against
     * the other language.
     */
    status: (
      locale: Locale,
      {
        sections = [],
        slugs = [],
        page,
      }: { sections?: readonly number[]; slugs?: readonly string[]; page?: number | null },
    ) =>
      requestJson(
        options,
        `${base(locale)}/translation-status/?sections=${list(sections)}&slugs=${list(slugs)}${page ? `&page=${page}` : ''}`,
        translationStatusSchema,
      ),
    /** `GET /{locale}/pageeditor-api/container/{id}/counterpart/`: the same section in the other language. */
    counterpart: (locale: Locale, section: number) =>
      requestJson(options, `${base(locale)}/container/${section}/counterpart/`, counterpartSchema),
    /**
     * `POST /{locale}/pageeditor-api/container/{id}/counterpart/`: copies the section (layout and
     * blocks as saved) into the other language, where it does not exist yet (else 409).
     */
    copyAcross: (locale: Locale, section: number) =>
      requestJson(options, `${base(locale)}/container/${section}/counterpart/`, counterpartSchema, {
        method: 'POST',
      }),
  };
}
