import { afterEach, describe, expect, it } from 'vitest';
import { dropDraft, handOver, takeDraft } from './person-filter-draft';

const fromAddress = { category: '', search: '' };

describe('person filter draft (typing survives the filter’s own navigation)', () => {
  afterEach(dropDraft);

  it('hands what was typed and where the focus was to the next page of the same list', () => {
    handOver('/de/personen', { category: '3', search: 'Ann' }, { field: 'search', caret: 3 });
    expect(takeDraft('/de/personen', fromAddress)).toEqual({
      path: '/de/personen',
      category: '3',
      search: 'Ann',
      field: 'search',
      caret: 3,
    });
  });

  it('starts from the address on another list, or once the draft is dropped', () => {
    handOver('/de/personen', { category: '', search: 'Ann' }, { field: 'search', caret: 3 });
    expect(takeDraft('/en/person', fromAddress)).toMatchObject({ search: '', field: null });
    dropDraft();
    expect(takeDraft('/de/personen', { category: '', search: 'Bauer' })).toMatchObject({
      search: 'Bauer',
      field: null,
    });
  });
});
