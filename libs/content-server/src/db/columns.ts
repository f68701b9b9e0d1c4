import type { Selectable } from 'kysely';
import type { EventTable, PersonTable } from './schema';

/** The columns answers need: lists leave the search vectors and plain-text copies in the database. */
export const eventColumns = [
  'event.id',
  'event.slug_de',
  'event.slug_en',
  'event.title_de',
  'event.title_en',
  'event.teaser_de',
  'event.teaser_en',
  'event.location_de',
  'event.location_en',
  'event.starts_at',
  'event.ends_at',
  'event.category_id',
  'event.faculty_id',
  'event.image_id',
  'event.is_home',
  'event.is_highlight',
] as const;
export type EventRow = Pick<
  Selectable<EventTable>,
  | 'id'
  | 'slug_de'
  | 'slug_en'
  | 'title_de'
  | 'title_en'
  | 'teaser_de'
  | 'teaser_en'
  | 'location_de'
  | 'location_en'
  | 'starts_at'
  | 'ends_at'
  | 'category_id'
  | 'faculty_id'
  | 'image_id'
  | 'is_home'
  | 'is_highlight'
>;

export const personColumns = [
  'person.id',
  'person.slug_de',
  'person.slug_en',
  'person.academic_title',
  'person.first_name',
  'person.last_name',
  'person.position_de',
  'person.position_en',
  'person.email',
  'person.phone',
  'person.image_id',
] as const;
export type PersonRow = Pick<
  Selectable<PersonTable>,
  | 'id'
  | 'slug_de'
  | 'slug_en'
  | 'academic_title'
  | 'first_name'
  | 'last_name'
  | 'position_de'
  | 'position_en'
  | 'email'
  | 'phone'
  | 'image_id'
>;
