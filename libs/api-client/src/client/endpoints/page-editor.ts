import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import type { LoginInput } from '../../schemas/login';
import { mediaUploadSchema, type MediaUploadOptions } from '../../schemas/media';
import { containerModuleSchema, storedModuleSchema } from '../../schemas/modules/block-definitions';
import type { ModuleWriteInput } from '../../schemas/modules/module-input';
import { navigationSchema } from '../../schemas/navigation';
import { pageSchema } from '../../schemas/page';
import { pageSettingsSchema, type PageSettingsInput } from '../../schemas/page-settings';
import { redirectSchema } from '../../schemas/redirect';
import { userSchema } from '../../schemas/user';
import { validationMessages } from '../../schemas/validation-messages';
import { HttpError, ValidationError } from '../errors';
import { createRepository } from '../repository';
import { requestJson, type ClientOptions } from '../request';
import { encodePath } from './path';

/** DESIGN.md 3: the module API base (the generic repository for modules). */
export const moduleApiBase = '/pageeditor-api/module/';

/** spec 7: the page-editor endpoints under `/{locale}/pageeditor-api/`. */
export function pageEditorEndpoints(options: ClientOptions) {
  const base = (locale: Locale) => `/${locale}/pageeditor-api`;
  const modules = createRepository<typeof storedModuleSchema, ModuleWriteInput>(
    options,
    moduleApiBase,
    storedModuleSchema,
  );
  return {
    /** GET /{locale}/pageeditor-api/user; a failure (401) means anonymous (spec 6). */
    user: (locale: Locale) => requestJson(options, `${base(locale)}/user`, userSchema),
    /** GET /{locale}/pageeditor-api/nav */
    nav: (locale: Locale) => requestJson(options, `${base(locale)}/nav`, navigationSchema),
    /** GET /{locale}/pageeditor-api/page/{slug}[?version_id={v}] */
    page: (locale: Locale, slug: string, { versionId }: { versionId?: number } = {}) =>
      requestJson(
        options,
        `${base(locale)}/page/${encodePath(slug)}${versionId === undefined ? '' : `?version_id=${versionId}`}`,
        pageSchema,
      ),
    /** GET /{locale}/pageeditor-api/container/by-slug/{slug}: one section. */
    containerBySlug: (locale: Locale, slug: string) =>
      requestJson(
        options,
        `${base(locale)}/container/by-slug/${encodeURIComponent(slug)}`,
        containerModuleSchema,
      ),
    /** spec 4/7: creates the empty container of a missing section (editors only). */
    createContainer: (
      locale: Locale,
      placement: { slug: string; content_type?: string | null; object_id?: number | null },
    ) =>
      modules.create(locale, {
        model: 'ContainerModule',
        layout: 0,
        parent: null,
        content_type: null,
        object_id: null,
        ...placement,
      }),
    /** GET /{locale}/pageeditor-api/redirect/{path}: the 301 target of an unknown path. */
    redirect: (locale: Locale, path: string) =>
      requestJson(options, `${base(locale)}/redirect/${encodePath(path)}`, redirectSchema),
    /** POST /{locale}/pageeditor-api/login/: starts an editor session (sets `sessionid`). */
    login: (locale: Locale, input: LoginInput) =>
      requestJson(options, `${base(locale)}/login/`, userSchema, { method: 'POST', body: input }),
    /** POST /{locale}/pageeditor-api/logout/ */
    logout: (locale: Locale) =>
      requestJson(
        options,
        `${base(locale)}/logout/`,
        v.nullable(v.object({ logged: v.literal(false) })),
        { method: 'POST' },
      ),
    /** DESIGN.md 3: the module API (`/{locale}/pageeditor-api/module/`). */
    modules,
    /**
     * DESIGN.md 4: `POST /{locale}/pageeditor-api/media/` (editors): uploads an image as
     * multipart `file` with its alt texts; answers the stored image with its crops. A wrong type
     * is a `ValidationError` on `file`, and so is a too large file (413).
     */
    uploadMedia: async (
      locale: Locale,
      file: Blob,
      { alt, alt_de, alt_en, filename, signal }: MediaUploadOptions = {},
    ) => {
      const form = new FormData();
      form.set('file', file, filename ?? (file instanceof File ? file.name : 'upload'));
      const texts = {
        de: alt_de ?? (locale === 'de' ? alt : undefined),
        en: alt_en ?? (locale === 'en' ? alt : undefined),
      };
      if (texts.de !== undefined) form.set('alt_de', texts.de);
      if (texts.en !== undefined) form.set('alt_en', texts.en);
      return requestJson(options, `${base(locale)}/media/`, mediaUploadSchema, {
        method: 'POST',
        body: form,
        ...(signal ? { signal } : {}),
      }).catch((error: unknown) => {
        // A proxy or another backend may refuse a large body without naming the field.
        if (error instanceof HttpError && error.status === 413)
          throw new ValidationError(error.url, { file: [validationMessages.fileTooLarge] });
        throw error;
      });
    },
    /** The page's settings as an editor edits them, with the `version` to send back. */
    pageSettings: (locale: Locale, id: number) =>
      requestJson(options, `${base(locale)}/page/${id}/settings/`, pageSettingsSchema),
    /**
     * spec 3/4: `POST /{locale}/pageeditor-api/page/{id}/settings/` (editors): title, headline,
     * SEO fields and flags; answers the saved page. A stale `version` is a `ConflictError` whose
     * `current` is the page as it is now.
     */
    updatePageSettings: (locale: Locale, id: number, body: PageSettingsInput) =>
      requestJson(options, `${base(locale)}/page/${id}/settings/`, pageSettingsSchema, {
        method: 'POST',
        body,
        conflictSchema: pageSettingsSchema,
      }),
  };
}
