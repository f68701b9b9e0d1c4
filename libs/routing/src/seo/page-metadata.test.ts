import { describe, expect, it } from 'vitest';
import { pageMetadata } from './page-metadata';

const urls = { de: '/de/hochschule', en: '/en/university' };

describe('pageMetadata (spec 2)', () => {
  it("links the page's own address in each language, German as x-default, with the og locales", () => {
    expect(
      pageMetadata({
        locale: 'en',
        title: 'University',
        siteName: 'Aula',
        urls,
        description: 'About us',
      }),
    ).toEqual({
      title: 'University',
      description: 'About us',
      alternates: {
        canonical: '/en/university',
        languages: { de: '/de/hochschule', en: '/en/university', 'x-default': '/de/hochschule' },
      },
      openGraph: {
        title: 'University',
        description: 'About us',
        url: '/en/university',
        siteName: 'Aula',
        locale: 'en_GB',
        alternateLocale: ['de_DE'],
      },
    });
  });

  it("takes Open Graph's own title, description and image, and leaves empty values out", () => {
    const metadata = pageMetadata({
      locale: 'de',
      title: 'Hochschule',
      siteName: 'Aula',
      urls,
      description: '',
      og: { title: 'OG', description: '', image: '/media/a.jpg' },
    });
    expect(metadata).not.toHaveProperty('description');
    expect(metadata.openGraph).toEqual({
      title: 'OG',
      url: '/de/hochschule',
      images: ['/media/a.jpg'],
      siteName: 'Aula',
      locale: 'de_DE',
      alternateLocale: ['en_GB'],
    });
    expect(
      pageMetadata({ locale: 'de', title: 'Hochschule', siteName: 'Aula', urls, og: { title: '' } })
        .openGraph.title,
    ).toBe('Hochschule');
  });
});
