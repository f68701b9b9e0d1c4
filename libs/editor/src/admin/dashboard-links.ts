import { entityDefinitions, type EntityDefinition } from '@aula/api-client';

const byPath = new Map<string, EntityDefinition>(
  Object.values(entityDefinitions).map((definition) => [definition.path, definition]),
);

/** The entity of an admin path (`news/news`), if the admin knows it. */
export const entityOfPath = (path: string) => byPath.get(path);

/** A site path opened in edit mode (spec 1: `?edit`), where the toolbar shows the section. */
export const editOnSite = (url: string) => `${url}${url.includes('?') ? '&' : '?'}edit`;

/** The anchors of the dashboard's lists, the targets of its figures. */
export const dashboardLists = {
  translations: 'dashboard-translations',
  entries: 'dashboard-entries',
  drafts: 'dashboard-drafts',
  scheduled: 'dashboard-scheduled',
  links: 'dashboard-links',
} as const;
