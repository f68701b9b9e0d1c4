import * as v from 'valibot';

const cell = v.union([v.string(), v.number(), v.boolean(), v.null()]);

/** One row of an admin list: its id, title, the listed columns and its missing translations. */
export const adminRowSchema = v.object({
  id: v.number(),
  title: v.string(),
  cells: v.record(v.string(), cell),
  missing: v.array(v.picklist(['de', 'en'])),
});
export type AdminRow = v.InferOutput<typeof adminRowSchema>;

/** A page of an admin list (`/api/admin/entities/{entity}/?page=&search=&sort=&...`). */
export const adminListSchema = v.object({
  count: v.number(),
  /** The list holds more than `count` entries: the total is counted only a few pages ahead (large lists). */
  more: v.boolean(),
  page: v.number(),
  pages: v.number(),
  results: v.array(adminRowSchema),
});
export type AdminList = v.InferOutput<typeof adminListSchema>;

/** One entry as the form edits it, with its visitor paths per language (when it has a detail page). */
export const adminEntrySchema = v.object({
  id: v.number(),
  values: v.record(v.string(), v.unknown()),
  missing: v.array(v.picklist(['de', 'en'])),
  urls: v.nullable(v.object({ de: v.string(), en: v.string() })),
});
export type AdminEntry = v.InferOutput<typeof adminEntrySchema>;

/** A saved state of an entry (`/revisions/`), newest first. */
export const adminRevisionSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  user: v.nullable(v.string()),
  title: v.string(),
});
export const adminRevisionsSchema = v.array(adminRevisionSchema);
export type AdminRevision = v.InferOutput<typeof adminRevisionSchema>;

/** The choices of a relation field (`/api/admin/options/{source}/`). */
export const adminOptionsSchema = v.array(v.object({ value: v.number(), label: v.string() }));
export type AdminOption = v.InferOutput<typeof adminOptionsSchema>[number];

export * from './admin-dashboard-schema';

/** A navigation entry as the tree editor edits it. */
export interface AdminNavItem {
  id: number | null;
  headline_de: string;
  headline_en: string;
  url_de: string;
  url_en: string;
  in_highlight_menu: boolean;
  children: AdminNavItem[];
}

const navText = (max: number) =>
  v.pipe(v.string('validation.required'), v.trim(), v.maxLength(max, 'validation.tooLong'));
export const adminNavItemSchema: v.GenericSchema<AdminNavItem> = v.object({
  id: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  headline_de: v.pipe(navText(255), v.nonEmpty('validation.required')),
  headline_en: navText(255),
  url_de: navText(500),
  url_en: navText(500),
  in_highlight_menu: v.boolean(),
  children: v.pipe(
    v.array(v.lazy(() => adminNavItemSchema)),
    v.maxLength(100, 'validation.tooMany'),
  ),
});
/** A whole menu tree (`/api/admin/navigation/{menu}/`). */
export const adminNavTreeSchema = v.object({
  items: v.pipe(v.array(adminNavItemSchema), v.maxLength(100, 'validation.tooMany')),
});

/** A newsletter subscription as the admin lists it. */
export const adminSubscriptionSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  locale: v.string(),
  confirmed: v.boolean(),
  created_at: v.string(),
});
export const adminSubscriptionsSchema = v.object({
  count: v.number(),
  results: v.array(adminSubscriptionSchema),
});
export type AdminSubscription = v.InferOutput<typeof adminSubscriptionSchema>;
