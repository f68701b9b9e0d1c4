import * as v from 'valibot';
import type { Locale } from '../../schemas/language';
import { containerModuleSchema } from '../../schemas/modules/block-definitions';
import { pageSettingsSchema } from '../../schemas/page-settings';
import {
  pageRevisionDetailSchema,
  pageRevisionListSchema,
  previewSchema,
  publishingStateSchema,
  revisionListSchema,
  scheduledPublicationSchema,
  sectionDraftSchema,
  type PublishInput,
  type SectionDraftInput,
} from '../../schemas/publishing/publishing-schemas';
import { requestJson, type ClientOptions } from '../request';

const done = v.object({ ok: v.literal(true) });

/**
 * DESIGN.md 8: drafts, publishing (now or at a Berlin time), unpublishing, previews and the
 * histories of sections, under `/{locale}/pageeditor-api/` (editors, with the CSRF header).
 * Field errors arrive as `ValidationError`, a stale version as `ConflictError`.
 */
export function publishingEndpoints(options: ClientOptions) {
  const base = (locale: Locale) => `/${locale}/pageeditor-api`;
  return {
    /** The section's draft (404 `NotFoundError` when it has none). */
    draft: (locale: Locale, sectionId: number) =>
      requestJson(options, `${base(locale)}/container/${sectionId}/draft/`, sectionDraftSchema),
    /** Saves the section as a draft: visitors keep seeing what is published. */
    saveDraft: (locale: Locale, sectionId: number, body: SectionDraftInput) =>
      requestJson(options, `${base(locale)}/container/${sectionId}/draft/`, sectionDraftSchema, {
        method: 'POST',
        body,
      }),
    discardDraft: (locale: Locale, sectionId: number) =>
      requestJson(options, `${base(locale)}/container/${sectionId}/draft/`, done, {
        method: 'DELETE',
      }),
    /** Publishes the section's draft now (400 with its faulty fields). */
    publishSection: (locale: Locale, sectionId: number) =>
      requestJson(
        options,
        `${base(locale)}/container/${sectionId}/publish/`,
        containerModuleSchema,
        { method: 'POST', body: {} },
      ),
    /** The page's publishing state: online, drafts waiting, scheduled, faulty blocks. */
    state: (locale: Locale, pageId: number) =>
      requestJson(options, `${base(locale)}/page/${pageId}/publishing/`, publishingStateSchema),
    /** Publishes the page's drafts and puts it online, now or at `publish_at` (Berlin wall clock). */
    publish: (locale: Locale, pageId: number, body: PublishInput = {}) =>
      requestJson(options, `${base(locale)}/page/${pageId}/publish/`, publishingStateSchema, {
        method: 'POST',
        body,
      }),
    /** Takes the page offline: visitors get the not-found page (spec 4). */
    unpublish: (locale: Locale, pageId: number) =>
      requestJson(options, `${base(locale)}/page/${pageId}/unpublish/`, pageSettingsSchema, {
        method: 'POST',
        body: {},
      }),
    cancelPublication: (locale: Locale, id: number) =>
      requestJson(options, `${base(locale)}/publication/${id}/`, scheduledPublicationSchema, {
        method: 'DELETE',
      }),
    /** A revision of the page with its drafts applied, readable as `?v=` on the live page. */
    preview: (locale: Locale, pageId: number) =>
      requestJson(options, `${base(locale)}/page/${pageId}/preview/`, previewSchema, {
        method: 'POST',
        body: {},
      }),
    /** The page's saved states in `locale` (settings saves, section saves, publications, previews), newest first. */
    pageRevisions: (locale: Locale, pageId: number) =>
      requestJson(options, `${base(locale)}/page/${pageId}/revisions/`, pageRevisionListSchema),
    /** One page revision with the page as it read then (for a diff of two revisions). */
    pageRevision: (locale: Locale, pageId: number, revisionId: number) =>
      requestJson(
        options,
        `${base(locale)}/page/${pageId}/revisions/${revisionId}/`,
        pageRevisionDetailSchema,
      ),
    /** Restores a page revision as a new save on top of page `version` (a stale one is a `ConflictError` with the page's settings). */
    restorePage: (locale: Locale, pageId: number, revisionId: number, version: number) =>
      requestJson(
        options,
        `${base(locale)}/page/${pageId}/revisions/${revisionId}/restore/`,
        pageSettingsSchema,
        { method: 'POST', body: { version }, conflictSchema: pageSettingsSchema },
      ),
    /** The section's history, newest first. */
    revisions: (locale: Locale, sectionId: number) =>
      requestJson(options, `${base(locale)}/container/${sectionId}/revisions/`, revisionListSchema),
    /** Restores a revision as a new save on top of `version`. */
    restore: (locale: Locale, sectionId: number, revisionId: number, version: number) =>
      requestJson(
        options,
        `${base(locale)}/container/${sectionId}/revisions/${revisionId}/restore/`,
        containerModuleSchema,
        {
          method: 'POST',
          body: { version },
          conflictSchema: containerModuleSchema,
        },
      ),
  };
}
