import * as v from 'valibot';
import { localeSchema } from '../schemas/language';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A site path (`/de/hochschule`) where the thing can be seen, or null where there is none. */
const siteUrl = v.nullable(v.string());

/**
 * DESIGN.md 9: one recent change: a section or a page (seen on the site at `url`) or an entry of
 * an admin entity (`entity` its admin path, edited on its change page).
 */
export const dashboardChangeSchema = v.object({
  kind: v.picklist(['section', 'page', 'entity']),
  /** The entity's admin path (`news/news`); empty for sections and pages. */
  entity: v.string(),
  id: v.number(),
  title: v.string(),
  /** The language of the section or page changed; null for entries (both languages). */
  locale: v.nullable(localeSchema),
  url: siteUrl,
  created_at: v.string(),
  user: v.nullable(v.string()),
});
export type DashboardChange = v.InferOutput<typeof dashboardChangeSchema>;

/** A page (or a slot section, `url` null) with translations missing, counted as the toolbar does. */
const perLanguage = v.object({ de: count, en: count });
export const dashboardTranslationGapSchema = v.object({
  title: v.string(),
  url: siteUrl,
  /** Sections missing in each language, and fields empty there only (`translationCounts`). */
  sectionsMissing: perLanguage,
  fieldsEmpty: perLanguage,
});

/** An entry whose required texts are empty in a language (the entity form's own check). */
export const dashboardEntrySchema = v.object({
  entity: v.string(),
  id: v.number(),
  title: v.string(),
  /** What is wrong: the empty languages, or the link that leads nowhere. */
  detail: v.string(),
});
export type DashboardEntry = v.InferOutput<typeof dashboardEntrySchema>;

/** A section draft waiting, or a scheduled publication, on the page it belongs to. */
export const dashboardPublishingSchema = v.object({
  title: v.string(),
  url: siteUrl,
  locale: localeSchema,
  /** When the draft was last saved, or when the publication is due. */
  at: v.string(),
  user: v.nullable(v.string()),
});
export type DashboardPublishing = v.InferOutput<typeof dashboardPublishingSchema>;

/**
 * DESIGN.md 9: the dashboard's figures, each with the list behind it (the first entries; the
 * figure counts all), and the latest changes, newest first.
 */
export const adminDashboardSchema = v.object({
  recent: v.array(dashboardChangeSchema),
  /** Page content: sections missing and fields empty, both languages, as the toolbar counts. */
  missingTranslations: count,
  translationGaps: v.array(dashboardTranslationGapSchema),
  /** Entries of the admin entities with required texts empty in a language. */
  entriesUntranslated: count,
  untranslatedEntries: v.array(dashboardEntrySchema),
  /** Site paths in link fields (teasers, calls to action, breaking news, redirects) leading nowhere. */
  brokenLinks: count,
  brokenLinkList: v.array(dashboardEntrySchema),
  /** DESIGN.md 8's publishing: section drafts not yet published, publications waiting. */
  draftsWaiting: count,
  drafts: v.array(dashboardPublishingSchema),
  scheduledPublications: count,
  scheduled: v.array(dashboardPublishingSchema),
});
export type AdminDashboard = v.InferOutput<typeof adminDashboardSchema>;
