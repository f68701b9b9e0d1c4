import * as v from 'valibot';
import { entityIdSchema } from './field-types';

/** spec 3: a category of news or events; filters send its `slug`. */
export const categorySchema = v.object({ id: entityIdSchema, slug: v.string(), name: v.string() });
export type Category = v.InferOutput<typeof categorySchema>;

/** spec 3/7: a categories list (`/api/news/categories/`, `/api/events/categories/`). */
export const categoriesSchema = v.array(categorySchema);
