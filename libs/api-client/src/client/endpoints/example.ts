import { exampleSchema, examplePageSchema, type ExampleInput } from '../../schemas/example';
import type { Locale } from '../../schemas/language';
import { createRepository } from '../repository';
import { requestJson, type ClientOptions } from '../request';

/** spec 7: the base of the example list (`/{locale}/api/example/`). */
export const exampleApiBase = '/api/example/';

/**
 * spec 7 `/{locale}/api/example/` through the generic repository (DESIGN.md 3): `get`,
 * `create`, `update` (409 carries the current entry) and `delete` as for every repository;
 * `list` answers one page (`?page={n}`, 12 per page) like the other paged lists.
 */
export function exampleEndpoints(options: ClientOptions) {
  const repository = createRepository<typeof exampleSchema, ExampleInput>(
    options,
    exampleApiBase,
    exampleSchema,
  );
  return {
    ...repository,
    /** GET /{locale}/api/example/?page={n} */
    list: (locale: Locale, { page = 1 }: { page?: number } = {}) =>
      requestJson(options, `/${locale}${exampleApiBase}?page=${page}`, examplePageSchema),
  };
}
