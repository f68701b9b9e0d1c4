import * as v from 'valibot';
import { entityIdSchema } from './field-types';
import { navigationSchema } from './navigation';

/** An entry of an editor's admin menu (spec 6: admin menus come from the user response). */
export const adminMenuItemSchema = v.object({ title: v.string(), url: v.string() });
export type AdminMenuItem = v.InferOutput<typeof adminMenuItemSchema>;

/**
 * spec 3/7: the logged-in user (`/pageeditor-api/user`). A failed request means anonymous
 * (spec 6), so an answer always has `logged: true`.
 */
export const userSchema = v.object({
  logged: v.boolean(),
  id: entityIdSchema,
  email: v.string(),
  username: v.string(),
  admin_menus: v.array(adminMenuItemSchema),
  navigation: v.optional(navigationSchema, { menu: [], footer: [] }),
});

export type User = v.InferOutput<typeof userSchema>;
