import { cacheTags } from '../../../../content/cache-tags';
import { visitorApi } from '../../../../content/visitor-api';
import { NewsletterForm } from '../../../../islands/NewsletterForm/NewsletterForm';
import { EditableSection } from '../../../../screens/EditableSection';
import { optional } from '../../../../screens/optional';
import { screenText } from '../../../../screens/screen-texts';
import { screenTitle } from '../../../../screens/screen-title';
import { type StaticScreenProps, staticScreen } from '../../../../screens/static-screen';

const screen = staticScreen('newsletter');
export const generateMetadata = screen.generateMetadata;

/** spec 2, 5: the newsletter sign-up page: its editable section and the sign-up form. */
export default async function NewsletterPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  const newsletters = await optional(visitorApi([cacheTags.list('newsletter')]).newsletter.list(locale), 'newsletters');
  return (
    <>
      <h1>{screenTitle('newsletter', locale)}</h1>
      <EditableSection locale={locale} slug="newsletter-intro" />
      <NewsletterForm
        locale={locale}
        newsletters={newsletters ?? []}
        labels={{
          email: screenText(locale, 'email'),
          name: screenText(locale, 'name'),
          newsletters: screenText(locale, 'newsletters'),
          submit: screenText(locale, 'subscribe'),
          success: screenText(locale, 'subscribed'),
          failed: screenText(locale, 'subscribeFailed'),
        }}
      />
    </>
  );
}
