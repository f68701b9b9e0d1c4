import { describe, expect, it } from 'vitest';
import { folderScreen } from './folder-screen';

describe('folderScreen', () => {
  it('reads the screen back from the folder params', () => {
    expect(folderScreen('faculty', { locale: 'en', faculty: 'music' })).toEqual({
      kind: 'screen',
      screen: 'faculty',
      locale: 'en',
      params: { faculty: 'music' },
    });
  });

  it('is null for another language, a broken rule or a missing parameter', () => {
    expect(folderScreen('newsList', { locale: 'fr' })).toBeNull();
    expect(folderScreen('faculty', { locale: 'de', faculty: 'music' })).toBeNull();
    expect(folderScreen('studyProgramme', { locale: 'de', faculty: 'musik', studyTitle: 'jazz', id: '1x' })).toBeNull();
    expect(folderScreen('newsDetail', { locale: 'de', slug: ['a'], id: '1' })).toBeNull();
  });
});
