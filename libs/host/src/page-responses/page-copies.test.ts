import { describe, expect, it } from 'vitest';
import { clearPageCopies, PageCopies, pageCopies } from './page-copies';

const copy = (text: string, expires = 1_000) => ({
  status: 200,
  headers: {},
  body: Buffer.from(text),
  expires,
});

describe('PageCopies (DESIGN.md 5)', () => {
  it('serves a copy until it expires', () => {
    const copies = new PageCopies();
    expect(copies.set('/de', copy('a', 100), copies.generation)).toBe(true);
    expect(copies.get('/de', 99)?.body.toString()).toBe('a');
    expect(copies.get('/de', 100)).toBeUndefined();
    expect(copies.size).toBe(0);
  });

  it('keeps at most maxBytes, dropping the least recently served first', () => {
    const copies = new PageCopies({ maxBytes: 10 });
    copies.set('a', copy('12345'), 0);
    copies.set('b', copy('12345'), 0);
    copies.get('a', 0);
    copies.set('c', copy('12345'), 0);
    expect(copies.get('b', 0)).toBeUndefined();
    expect(copies.get('a', 0)).toBeDefined();
    expect(copies.get('c', 0)).toBeDefined();
  });

  it('never keeps a body over maxEntryBytes', () => {
    const copies = new PageCopies({ maxEntryBytes: 4 });
    expect(copies.set('a', copy('12345'), 0)).toBe(false);
    expect(copies.get('a', 0)).toBeUndefined();
  });

  it('drops every copy on clear and refuses one requested before it (read after save)', () => {
    const copies = new PageCopies();
    const began = copies.generation;
    copies.set('/de', copy('old'), began);
    copies.clear();
    expect(copies.get('/de', 0)).toBeUndefined();
    expect(copies.set('/de', copy('rendered before the write'), began)).toBe(false);
    expect(copies.set('/de', copy('new'), copies.generation)).toBe(true);
  });

  it('is one store per process, which clearPageCopies empties', () => {
    expect(pageCopies()).toBe(pageCopies());
    pageCopies().set('/de', copy('a'), pageCopies().generation);
    clearPageCopies();
    expect(pageCopies().get('/de', 0)).toBeUndefined();
  });
});
