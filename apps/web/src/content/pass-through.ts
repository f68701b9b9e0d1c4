import { passThrough as passThroughTo } from '@aula/host';
import { contentApiUrl } from './content-api-url';

/**
 * DESIGN.md 2 and 6: the route handlers of the browser's content API calls (see `passThrough` of
 * `@aula/host`).
 */
export const passThrough = (request: Request) => passThroughTo(request, contentApiUrl());
