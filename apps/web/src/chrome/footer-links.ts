import type { Locale } from '@aula/routing';
import type { NamedLink } from '@aula/ui';

/** spec 2: the fixed campus portal link, first in the footer. */
export const campusPortalUrl = 'https://campus.aula-kunsthochschule.example/';

/** spec 2: the four social networks of the footer. */
export const socialLinks: NamedLink[] = [
  { name: 'Instagram', url: 'https://www.instagram.com/aula.kunsthochschule/' },
  { name: 'Facebook', url: 'https://www.facebook.com/aula.kunsthochschule/' },
  { name: 'YouTube', url: 'https://www.youtube.com/@aula-kunsthochschule' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/school/aula-kunsthochschule/' },
];

/** spec 2: the related websites of the footer, named in the page's language. */
export function relatedWebsites(locale: Locale): NamedLink[] {
  const de = locale === 'de';
  return [
    {
      name: de ? 'Hochschulbibliothek' : 'University library',
      url: 'https://bibliothek.aula-kunsthochschule.example/',
    },
    {
      name: de ? 'Konzertkalender' : 'Concert calendar',
      url: 'https://konzerte.aula-kunsthochschule.example/',
    },
    {
      name: de ? 'Alumni-Netzwerk' : 'Alumni network',
      url: 'https://alumni.aula-kunsthochschule.example/',
    },
  ];
}
