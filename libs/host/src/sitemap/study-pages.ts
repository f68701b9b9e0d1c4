import { cacheTags } from '@aula/api-client';
import { mapLimited } from '../map-limited';
import type { SitemapApi, SitemapLog } from './sitemap-client';
import type { SitemapPage } from './sitemap-page';

/** Subjects are read per programme: at most this many programmes, this many at a time. */
export const maxProgrammeDetails = 200;
const parallelDetails = 4;

const byUrls = ({ urls }: { urls: { de: string; en: string } }): SitemapPage => ({
  de: urls.de,
  en: urls.en,
});

/** spec 2: the faculty pages. */
export async function facultyPages(api: SitemapApi): Promise<SitemapPage[]> {
  return (await api([cacheTags.list('study')]).study.faculties('de')).map(byUrls);
}

/** spec 2: the application pages. */
export async function applicationPages(api: SitemapApi): Promise<SitemapPage[]> {
  return (await api([cacheTags.list('application')]).study.applications('de')).map(byUrls);
}

/**
 * spec 2: the study programmes and their subjects. The contract lists subjects only in a
 * programme's detail, so those are read (cached like the programme pages' own reads), a few
 * at a time and for at most `maxProgrammeDetails` programmes; a failing one loses only its
 * subjects.
 */
export async function programmePages(api: SitemapApi, log: SitemapLog): Promise<SitemapPage[]> {
  const programmes = await api([cacheTags.list('study')]).study.programmes('de');
  const subjects = await mapLimited(
    programmes.slice(0, maxProgrammeDetails),
    parallelDetails,
    async ({ id }) => {
      try {
        const detail = await api([
          cacheTags.entity('programme', id),
          cacheTags.list('study'),
        ]).study.programme('de', id);
        return detail.subjects.map(byUrls);
      } catch (error) {
        log(`[sitemap] the subjects of programme ${id} failed`, error);
        return [];
      }
    },
  );
  return programmes.flatMap((programme, index) => [byUrls(programme), ...(subjects[index] ?? [])]);
}
