import type { PressReleaseDetail } from '@aula/api-client';
import { formatDateTime, t } from '@aula/i18n';
import { PressReleaseFacts } from '@aula/blocks';
import { DetailImages } from '@web/features/detail/DetailImages';
import { type DetailPartProps, detailScreen } from '@web/features/detail/detail-screen';
import { pressReleaseSource } from '@web/features/detail/detail-sources';
import { headingText } from '@web/screens/server-render-options';

function PressReleaseHead({ entity: release, locale }: DetailPartProps<PressReleaseDetail>) {
  return (
    <>
      <p>
        <time dateTime={release.date}>{formatDateTime(release.date)}</time>
      </p>
      <h1>{headingText(release.title, locale)}</h1>
      <p className="lead">{release.teaser}</p>
      <PressReleaseFacts release={release} locale={locale} />
      <DetailImages images={release.images} locale={locale} />
    </>
  );
}

function PressReleaseContact({ entity: release, locale }: DetailPartProps<PressReleaseDetail>) {
  if (!release.contact) return null;
  return (
    <p>
      {t(locale, 'page.contact')}: <a href={`mailto:${release.contact}`}>{release.contact}</a>
    </p>
  );
}

/** spec 2: a press release: date, title, teaser, images, editable body section, contact, other language. */
export const pressReleaseDetail = detailScreen({
  loader: pressReleaseSource,
  seo: (release) => ({
    title: release.title,
    description: release.teaser,
    image: release.image_url,
  }),
  parent: 'pressReleaseList',
  Head: PressReleaseHead,
  Foot: PressReleaseContact,
});
