import { defineCatalogue } from './define-catalogue';

/** Block renderers (libs/blocks). */
export const blocks = defineCatalogue({}, {});
