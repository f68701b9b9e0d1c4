import { describe, expect, it } from 'vitest';
import { contentPageMetadata } from './content-page-metadata';

const page = {
  title: 'Hochschule',
  urls: { de: '/de/hochschule', en: '/en/university' },
  meta_title: '',
  meta_description: 'Über uns',
  og_title: '',
  og_description: '',
};

describe('contentPageMetadata (spec 2)', () => {
  it("links the page's own path in each language", () => {
    expect(contentPageMetadata(page, 'en')).toEqual({
      title: 'Hochschule',
      description: 'Über uns',
      alternates: {
        canonical: '/en/university',
        languages: { de: '/de/hochschule', en: '/en/university', 'x-default': '/de/hochschule' },
      },
      openGraph: {
        title: 'Hochschule',
        url: '/en/university',
        siteName: 'Aula – University of the Arts',
        locale: 'en_GB',
        alternateLocale: ['de_DE'],
      },
    });
  });

  it('prefers the SEO titles', () => {
    expect(
      contentPageMetadata({ ...page, meta_title: 'Die Hochschule', og_title: 'OG' }, 'de'),
    ).toMatchObject({
      title: 'Die Hochschule',
      openGraph: { title: 'OG' },
    });
  });
});
