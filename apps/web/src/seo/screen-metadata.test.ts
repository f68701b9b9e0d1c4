import { isMessageKey } from '@aula/i18n';
import { checkScreen, screenFolders } from '@aula/routing';
import { describe, expect, it } from 'vitest';
import { screenDescription, screenMetadata } from './screen-metadata';

describe('screenMetadata (spec 2)', () => {
  it('links both languages, x-default and the canonical URL, with the og locales', () => {
    const screen = checkScreen('newsDetail', 'en', { slug: 'open-day', id: '12' });
    if (!screen) throw new Error('expected a screen');
    expect(
      screenMetadata(screen, 'Open day', { otherParams: { slug: 'tag-der-offenen-tuer' } }),
    ).toEqual({
      title: 'Open day',
      description: 'News from the Aula University of the Arts.',
      alternates: {
        canonical: '/en/news/open-day/12',
        languages: {
          de: '/de/neuigkeiten/tag-der-offenen-tuer/12',
          en: '/en/news/open-day/12',
          'x-default': '/de/neuigkeiten/tag-der-offenen-tuer/12',
        },
      },
      openGraph: {
        title: 'Open day',
        description: 'News from the Aula University of the Arts.',
        url: '/en/news/open-day/12',
        siteName: 'Aula – University of the Arts',
        locale: 'en_GB',
        alternateLocale: ['de_DE'],
      },
    });
  });

  it('keeps a query that makes another document on every link', () => {
    const screen = checkScreen('newsList', 'de', {});
    if (!screen) throw new Error('expected a screen');
    const metadata = screenMetadata(screen, 'Neuigkeiten', { query: '?page=2' });
    expect(metadata.alternates?.canonical).toBe('/de/neuigkeiten?page=2');
    expect(metadata.alternates?.languages).toMatchObject({
      en: '/en/news?page=2',
      'x-default': '/de/neuigkeiten?page=2',
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'de_DE', alternateLocale: ['en_GB'] });
  });

  it('gives every screen of the route table a meta description in both languages', () => {
    for (const screen of Object.keys(screenFolders) as (keyof typeof screenFolders)[]) {
      expect(isMessageKey(`screenDescription.${screen}`), screen).toBe(true);
      expect(screenDescription(screen, 'de')).not.toBe(screenDescription(screen, 'en'));
    }
    const screen = checkScreen('newsList', 'de', {});
    if (!screen) throw new Error('expected a screen');
    expect(screenMetadata(screen, 'Neuigkeiten').description).toBe(
      'Neuigkeiten aus der Hochschule der Künste Aula, nach Kategorie und Datum filterbar.',
    );
  });
});
