import { navigationSchema } from '../schemas/navigation';
import { newsPageSchema } from '../schemas/news';
import { requestJson, type ClientOptions } from './request';

export type Locale = 'de' | 'en';

/** spec 7: one function per endpoint of the content API. */
export function createClient(options: ClientOptions = {}) {
  return {
    news: {
      /** GET /{locale}/api/news/?page={n} */
      list: (locale: Locale, { page = 1 }: { page?: number } = {}) =>
        requestJson(options, `/${locale}/api/news/?page=${page}`, newsPageSchema),
    },
    pageEditor: {
      /** GET /{locale}/pageeditor-api/nav */
      nav: (locale: Locale) => requestJson(options, `/${locale}/pageeditor-api/nav`, navigationSchema),
    },
  };
}

export type ApiClient = ReturnType<typeof createClient>;
