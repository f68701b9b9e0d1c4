import type { Person } from '@aula/api-client';
import { describe, expect, it } from 'vitest';
import { personPage, personsPerPage } from './person-page';

const persons = Array.from({ length: 60 }, (_, index) => ({ id: index + 1 }) as Person);

describe('personPage (the persons answer shown page by page)', () => {
  it('answers the persons of a page and whether one follows', () => {
    expect(personPage(persons, 2).results.map((person) => person.id)).toEqual(
      Array.from({ length: personsPerPage }, (_, index) => index + 25),
    );
    expect(personPage(persons, 2)).toMatchObject({ count: 60, next: '3', previous: '1' });
    expect(personPage(persons, 3).results).toHaveLength(12);
    expect(personPage(persons, 3).next).toBeNull();
    expect(personPage(persons.slice(0, 24), 1).next).toBeNull();
  });
});
