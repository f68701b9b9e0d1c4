import type { ClientOptions } from './request';
import { personEndpoints, pressEndpoints, studyEndpoints } from './endpoints/directory';
import { exampleEndpoints } from './endpoints/example';
import { eventEndpoints, newsEndpoints } from './endpoints/listings';
import { mediaLibraryEndpoints } from './endpoints/media-library';
import { pageEditorEndpoints } from './endpoints/page-editor';
import { publishingEndpoints } from './endpoints/publishing';
import { searchEndpoints } from './endpoints/search';
import { sectionEndpoints } from './endpoints/sections';
import { siteEndpoints } from './endpoints/site';
import { structureEndpoints } from './endpoints/structure';
import { presenceEndpoints, translationEndpoints } from './endpoints/together';

export type { Locale } from '../schemas/language';

/**
 * spec 7: one function per endpoint of the content API, each taking the locale first and
 * returning the parsed answer or throwing a typed `ApiError`.
 */
export function createClient(options: ClientOptions = {}) {
  return {
    pageEditor: pageEditorEndpoints(options),
    sections: sectionEndpoints(options),
    structure: structureEndpoints(options),
    publishing: publishingEndpoints(options),
    ...siteEndpoints(options),
    news: newsEndpoints(options),
    events: eventEndpoints(options),
    persons: personEndpoints(options),
    press: pressEndpoints(options),
    study: studyEndpoints(options),
    search: searchEndpoints(options),
    example: exampleEndpoints(options),
    mediaLibrary: mediaLibraryEndpoints(options),
    presence: presenceEndpoints(options),
    translation: translationEndpoints(options),
  };
}

export type ApiClient = ReturnType<typeof createClient>;
