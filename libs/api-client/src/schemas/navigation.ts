import * as v from 'valibot';

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

/** spec 3: the navigation state holds the menu and the footer lists. */
export const navigationSchema = v.object({
  menu: v.array(navigationItemSchema),
  footer: v.array(navigationItemSchema),
});

export type Navigation = v.InferOutput<typeof navigationSchema>;
