import { describe, expect, it } from 'vitest';
import { contentPagePath } from './content-page-path';

describe('contentPagePath', () => {
  it('is the path below /de/ of a content page, nothing for screens, other sites, files or languages', () => {
    expect(contentPagePath('/de/hochschule/leitbild')).toBe('hochschule/leitbild');
    expect(contentPagePath('/de/hochschule?x=1#top')).toBe('hochschule');
    for (const url of [
      '/de/neuigkeiten',
      '/de',
      '/de/studium/musik',
      '/en/university',
      'https://example.org/de/x',
      '//example.org/de/x',
      '/media/plan.pdf',
      '/de/hochschule/',
      'mailto:a@b.example',
    ]) {
      expect(contentPagePath(url), url).toBeNull();
    }
  });
});
