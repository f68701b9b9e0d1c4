import { describe, expect, it } from 'vitest';
import { languageUrls } from './language-urls';

describe('languageUrls (spec 2: language switch)', () => {
  it('links a screen to the same screen in the other language', () => {
    expect(languageUrls('/de/neuigkeiten')).toEqual({ de: '/de/neuigkeiten', en: '/en/news' });
    expect(languageUrls('/en/news')).toEqual({ de: '/de/neuigkeiten', en: '/en/news' });
  });

  it('links the home pages to each other', () => {
    expect(languageUrls('/de')).toEqual({ de: '/de', en: '/en' });
  });

  it('falls back to the other home page for pages outside the route table', () => {
    expect(languageUrls('/en/some/cms-page')).toEqual({ de: '/de', en: '/en/some/cms-page' });
  });
});
