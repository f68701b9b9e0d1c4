import * as v from 'valibot';
import { validationMessages as m } from './validation-messages';

/** spec 6: the editor login (`POST /pageeditor-api/login/`); both fields are required. */
export const loginInputSchema = v.object({
  username: v.pipe(v.optional(v.string(m.required), ''), v.trim(), v.nonEmpty(m.required)),
  password: v.pipe(v.optional(v.string(m.required), ''), v.nonEmpty(m.required)),
});
export type LoginInput = v.InferOutput<typeof loginInputSchema>;
