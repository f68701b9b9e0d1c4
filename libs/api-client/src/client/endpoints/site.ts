import type { Locale } from '../../schemas/language';
import { breakingNewsSchema } from '../../schemas/breaking-news';
import { callToActionsSchema, homeTeasersSchema, instagramPostsSchema } from '../../schemas/home';
import { micrositesFooterSchema, micrositesSchema } from '../../schemas/microsites';
import { navigationSchema } from '../../schemas/navigation';
import {
  newsletterSignupAnswerSchema,
  newslettersSchema,
  type NewsletterSignupInput,
} from '../../schemas/newsletter';
import { requestJson, type ClientOptions } from '../request';

/** spec 7: the site-wide content endpoints (banner, navigation, microsites, home sections, newsletter). */
export function siteEndpoints(options: ClientOptions) {
  const api = (locale: Locale, path: string) => `/${locale}/api/${path}`;
  return {
    /** GET /{locale}/api/breaking-news/ */
    breakingNews: (locale: Locale) =>
      requestJson(options, api(locale, 'breaking-news/'), breakingNewsSchema),
    /** GET /{locale}/api/main-navigation/ */
    mainNavigation: (locale: Locale) =>
      requestJson(options, api(locale, 'main-navigation/'), navigationSchema),
    microsites: {
      /** GET /{locale}/api/microsites/ (full variant) */
      full: (locale: Locale) => requestJson(options, api(locale, 'microsites/'), micrositesSchema),
      /** GET /{locale}/api/microsites/?simple=true (footer variant) */
      footer: (locale: Locale) =>
        requestJson(options, api(locale, 'microsites/?simple=true'), micrositesFooterSchema),
    },
    home: {
      /** GET /{locale}/api/teaser/ */
      teasers: (locale: Locale) => requestJson(options, api(locale, 'teaser/'), homeTeasersSchema),
      /** GET /{locale}/api/teaser-cta/ */
      callToActions: (locale: Locale) =>
        requestJson(options, api(locale, 'teaser-cta/'), callToActionsSchema),
      /** GET /{locale}/api/instagram/ */
      instagram: (locale: Locale) =>
        requestJson(options, api(locale, 'instagram/'), instagramPostsSchema),
    },
    newsletter: {
      /** GET /{locale}/api/newsletter/: the newsletters one can choose. */
      list: (locale: Locale) => requestJson(options, api(locale, 'newsletter/'), newslettersSchema),
      /** POST /{locale}/api/newsletter/: a 400 carries the spec 5 message keys per field. */
      subscribe: (locale: Locale, input: NewsletterSignupInput) =>
        requestJson(options, api(locale, 'newsletter/'), newsletterSignupAnswerSchema, {
          method: 'POST',
          body: input,
        }),
    },
  };
}
