import { t } from '@aula/i18n';
import { cacheTags } from '@web/content/cache-tags';
import { visitorApi } from '@web/content/visitor-api';
import { NewsletterForm } from './NewsletterForm';
import { EditableSection } from '@web/features/editing/EditableSection';
import { optional } from '@web/screens/optional';
import { screenTitle } from '@web/screens/screen-title';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('newsletter');
export const generateMetadata = screen.generateMetadata;

/** spec 2, 5: the newsletter sign-up page: its editable section and the sign-up form. */
export async function NewsletterPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const newsletters = await optional(
    visitorApi([cacheTags.list('newsletter')]).newsletter.list(locale),
    'newsletters',
  );
  return (
    <>
      <h1>{screenTitle('newsletter', locale)}</h1>
      <EditableSection locale={locale} slug="newsletter-intro" />
      <NewsletterForm
        locale={locale}
        newsletters={newsletters ?? []}
        labels={{
          email: t(locale, 'page.email'),
          name: t(locale, 'page.name'),
          newsletters: t(locale, 'page.newsletters'),
          submit: t(locale, 'page.subscribe'),
          success: t(locale, 'page.subscribed'),
          failed: t(locale, 'page.subscribeFailed'),
        }}
      />
    </>
  );
}
