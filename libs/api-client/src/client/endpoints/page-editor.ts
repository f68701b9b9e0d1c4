import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import type { LoginInput } from '../../schemas/login';
import { containerModuleSchema, moduleSchema } from '../../schemas/modules/module-schema';
import type { ModuleWriteInput } from '../../schemas/modules/module-input';
import { navigationSchema } from '../../schemas/navigation';
import { pageSchema } from '../../schemas/page';
import { redirectSchema } from '../../schemas/redirect';
import { userSchema } from '../../schemas/user';
import { createRepository } from '../repository';
import { requestJson, type ClientOptions } from '../request';
import { encodePath } from './path';

/** DESIGN.md 3: the module API base (the generic repository for modules). */
export const moduleApiBase = '/pageeditor-api/module/';

/** spec 7: the page-editor endpoints under `/{locale}/pageeditor-api/`. */
export function pageEditorEndpoints(options: ClientOptions) {
  const base = (locale: Locale) => `/${locale}/pageeditor-api`;
  const modules = createRepository<typeof moduleSchema, ModuleWriteInput>(options, moduleApiBase, moduleSchema);
  return {
    /** GET /{locale}/pageeditor-api/user; a failure (401) means anonymous (spec 6). */
    user: (locale: Locale) => requestJson(options, `${base(locale)}/user`, userSchema),
    /** GET /{locale}/pageeditor-api/nav */
    nav: (locale: Locale) => requestJson(options, `${base(locale)}/nav`, navigationSchema),
    /** GET /{locale}/pageeditor-api/page/{slug}[?version_id={v}] */
    page: (locale: Locale, slug: string, { versionId }: { versionId?: number } = {}) =>
      requestJson(options, `${base(locale)}/page/${encodePath(slug)}${versionId === undefined ? '' : `?version_id=${versionId}`}`, pageSchema),
    /** GET /{locale}/pageeditor-api/container/by-slug/{slug}: one section. */
    containerBySlug: (locale: Locale, slug: string) =>
      requestJson(options, `${base(locale)}/container/by-slug/${encodeURIComponent(slug)}`, containerModuleSchema),
    /** spec 4/7: creates the empty container of a missing section (editors only). */
    createContainer: (locale: Locale, placement: { slug: string; content_type?: string | null; object_id?: number | null }) =>
      modules.create(locale, { model: 'ContainerModule', layout: 0, parent: null, content_type: null, object_id: null, ...placement }),
    /** GET /{locale}/pageeditor-api/redirect/{path}: the 301 target of an unknown path. */
    redirect: (locale: Locale, path: string) => requestJson(options, `${base(locale)}/redirect/${encodePath(path)}`, redirectSchema),
    /** POST /{locale}/pageeditor-api/login/: starts an editor session (sets `sessionid`). */
    login: (locale: Locale, input: LoginInput) => requestJson(options, `${base(locale)}/login/`, userSchema, { method: 'POST', body: input }),
    /** POST /{locale}/pageeditor-api/logout/ */
    logout: (locale: Locale) =>
      requestJson(options, `${base(locale)}/logout/`, v.nullable(v.object({ logged: v.literal(false) })), { method: 'POST' }),
    /** DESIGN.md 3: the module API (`/{locale}/pageeditor-api/module/`). */
    modules,
  };
}
