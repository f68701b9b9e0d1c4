import { describe, expect, it } from 'vitest';
import { clearPageCopies, PageCopies, pageCopies } from './page-copies';

const copy = (text: string, expires = 1_000, tags: string[] = ['page-1']) => ({
  status: 200,
  headers: {},
  body: Buffer.from(text),
  expires,
  tags: new Set(tags),
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

  it('drops only the copies of pages that carry a written tag, and those of unknown tags', () => {
    const copies = new PageCopies();
    copies.set('/de/a', copy('a', 1_000, ['page-1', 'navigation-list']), copies.generation);
    copies.set('/de/b', copy('b', 1_000, ['page-2', 'navigation-list']), copies.generation);
    copies.set('/de/c', copy('c', 1_000, []), copies.generation);
    copies.clear(['page-1', 'module-9']);
    expect(copies.get('/de/a', 0)).toBeUndefined();
    expect(copies.get('/de/b', 0)?.body.toString()).toBe('b');
    expect(copies.get('/de/c', 0)).toBeUndefined();
    copies.clear(['navigation-list']);
    expect(copies.size).toBe(0);
  });

  it('drops every copy on a clear without tags and refuses one requested before any clear (read after save)', () => {
    const copies = new PageCopies();
    const began = copies.generation;
    copies.set('/de', copy('old'), began);
    copies.set('/en', copy('other', 1_000, ['page-2']), began);
    copies.clear(['page-1']);
    expect(copies.get('/en', 0)).toBeDefined();
    expect(copies.set('/en', copy('rendered before a write', 1_000, ['page-2']), began)).toBe(
      false,
    );
    copies.clear();
    expect(copies.size).toBe(0);
    expect(copies.get('/de', 0)).toBeUndefined();
    expect(copies.set('/de', copy('rendered before the write'), began)).toBe(false);
    expect(copies.set('/de', copy('new'), copies.generation)).toBe(true);
  });

  it('is one store per process, which clearPageCopies empties', () => {
    expect(pageCopies()).toBe(pageCopies());
    pageCopies().set('/de', copy('a'), pageCopies().generation);
    pageCopies().set('/en', copy('b', 1_000, ['page-2']), pageCopies().generation);
    clearPageCopies(['page-1']);
    expect(pageCopies().get('/de', 0)).toBeUndefined();
    expect(pageCopies().get('/en', 0)).toBeDefined();
    clearPageCopies();
    expect(pageCopies().size).toBe(0);
  });
});
