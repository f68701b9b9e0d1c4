import * as v from 'valibot';
import { headerBehaviours } from './header-behaviour';

/** spec 3: a navigation item; children nest to any depth. */
export interface NavigationItem {
  menu_name: string;
  headline: string;
  url: string;
  in_highlight_menu: boolean;
  children: NavigationItem[];
}

export const navigationItemSchema: v.GenericSchema<NavigationItem> = v.object({
  menu_name: v.string(),
  headline: v.string(),
  url: v.string(),
  in_highlight_menu: v.boolean(),
  children: v.array(v.lazy(() => navigationItemSchema)),
});

/**
 * spec 3: the navigation state holds the menu and the footer lists; Aula's answer also carries
 * the site's default header behaviour (spec 2), which every screen's header follows unless its
 * page chose another (absent from other backends: the header then hides, as before).
 */
export const navigationSchema = v.object({
  menu: v.array(navigationItemSchema),
  footer: v.array(navigationItemSchema),
  header_behaviour: v.optional(v.picklist(headerBehaviours)),
});

export type Navigation = v.InferOutput<typeof navigationSchema>;
