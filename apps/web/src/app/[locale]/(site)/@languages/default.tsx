import { defaultLocale, isLocale } from '@aula/routing';
import { HeaderLanguages } from '@web/features/languages/HeaderLanguages';

/** spec 2: where no page of the slot matches, the switch follows the route table (from the address). */
export default async function LanguagesDefault({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return <HeaderLanguages locale={isLocale(locale) ? locale : defaultLocale} urls={null} />;
}
