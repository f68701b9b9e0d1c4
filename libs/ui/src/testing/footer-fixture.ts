import type { FooterProps } from '../footer/Footer';
import { footerFixture } from './navigation-fixture';

/** Footer props for stories and tests (German). */
export const footerProps: Omit<FooterProps, 'locale'> = {
  navigation: footerFixture,
  campusPortalUrl: 'https://campus.example.org',
  socialLinks: [
    { name: 'Instagram', url: 'https://www.instagram.com/aula' },
    { name: 'Facebook', url: 'https://www.facebook.com/aula' },
    { name: 'YouTube', url: 'https://www.youtube.com/@aula' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/school/aula' },
  ],
  microsites: {
    'fachbereich-musik': [
      { name: 'Jazz-Institut', url: 'https://jazz.example.org' },
      { name: 'Studio für Neue Musik', url: 'https://neue-musik.example.org' },
    ],
    'fachbereich-kunst-und-design': [{ name: 'Klasse Grafik', url: 'https://grafik.example.org' }],
    'weitere-themen': [{ name: 'Alumni', url: 'https://alumni.example.org' }],
  },
  relatedWebsites: [
    { name: 'Studierendenwerk', url: 'https://studierendenwerk.example.org' },
    { name: 'Hochschulbibliothek', url: 'https://bibliothek.example.org' },
  ],
};
