import * as v from 'valibot';

/** spec 3/7: a redirect lookup answer (`/pageeditor-api/redirect/{path}`), answered with a 301. */
export const redirectSchema = v.object({ new_path: v.string() });
export type Redirect = v.InferOutput<typeof redirectSchema>;
