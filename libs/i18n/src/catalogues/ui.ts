import { defineCatalogue } from './define-catalogue';

/** Site chrome (libs/ui): header, menu, footer, consent, search, lightbox... */
export const ui = defineCatalogue({}, {});
