import { EditableSection } from '@web/features/editing/EditableSection';
import { screenTitle } from '@web/screens/screen-title';
import { type StaticScreenProps, staticScreen } from '@web/screens/static-screen';

const screen = staticScreen('guestAuditors');
export const generateMetadata = screen.generateMetadata;

/** spec 2: guest auditors: the title and its editable section (`guest-auditors-body`). */
export async function GuestAuditorsPage({ params }: StaticScreenProps) {
  const { locale } = await screen.resolve(params);
  return (
    <>
      <h1>{screenTitle('guestAuditors', locale)}</h1>
      <EditableSection locale={locale} slug="guest-auditors-body" />
    </>
  );
}
