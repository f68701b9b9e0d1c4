import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

/** Bilingual text columns `name_de` and `name_en`, both required. */
const bi = (name: string, extra = "not null default ''") =>
  `${name}_de text ${extra}, ${name}_en text ${extra}`;

/** spec 3: the listed content of the university (news, events, persons, study, press, home). */
export const content: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table faculty (id serial primary key, ${bi('slug', 'not null unique')}, ${bi('name')}, ${bi('intro')}, position integer not null default 0)`,
      `create table category (
        id serial primary key,
        kind text not null check (kind in ('news', 'event', 'person')),
        ${bi('slug', 'not null')}, ${bi('name')}, position integer not null default 0,
        unique (kind, slug_de), unique (kind, slug_en))`,
      `create table media (
        id serial primary key, path text not null unique, mime text not null,
        width integer not null, height integer not null, bytes integer not null default 0,
        ${bi('alt')}, created_at timestamptz not null default now())`,
      `create table media_derivative (
        id serial primary key, media_id integer not null references media(id) on delete cascade,
        alias text not null, format text not null, path text not null unique,
        width integer not null, height integer not null, unique (media_id, alias, format))`,
      `alter table news add column category_id integer references category(id) on delete set null,
        add column faculty_id integer references faculty(id) on delete set null,
        add column image_id integer references media(id) on delete set null,
        add column is_highlight boolean not null default false,
        add column body_de text not null default '', add column body_en text not null default ''`,
      `alter table news drop column category_de, drop column category_en`,
      `create index news_category on news (category_id)`,
      `create table event (
        id serial primary key, ${bi('slug', 'not null')}, ${bi('title')}, ${bi('teaser')}, ${bi('body')}, ${bi('location')},
        starts_at timestamptz not null, ends_at timestamptz,
        category_id integer references category(id) on delete set null,
        faculty_id integer references faculty(id) on delete set null,
        image_id integer references media(id) on delete set null,
        is_home boolean not null default false, is_highlight boolean not null default false,
        is_online boolean not null default true)`,
      `create index event_starts_at on event (starts_at, id)`,
      `create table person (
        id serial primary key, ${bi('slug', 'not null')}, academic_title text not null default '',
        first_name text not null, last_name text not null, ${bi('position')}, ${bi('bio')},
        email text not null default '', phone text not null default '', room text not null default '',
        image_id integer references media(id) on delete set null, is_online boolean not null default true)`,
      `create table person_category (
        person_id integer not null references person(id) on delete cascade,
        category_id integer not null references category(id) on delete cascade,
        primary key (person_id, category_id))`,
      `create table press_item (
        id serial primary key, kind text not null check (kind in ('article', 'release')),
        ${bi('slug', 'not null')}, ${bi('title')}, ${bi('teaser')}, ${bi('body')}, source text not null default '',
        published_at timestamptz not null, image_id integer references media(id) on delete set null,
        is_online boolean not null default true)`,
      `create table download_directory (id serial primary key, ${bi('slug', 'not null')}, ${bi('title')}, position integer not null default 0)`,
      `create table download_file (
        id serial primary key, directory_id integer not null references download_directory(id) on delete cascade,
        ${bi('title')}, url text not null, position integer not null default 0)`,
      `create table study_programme (
        id serial primary key, faculty_id integer not null references faculty(id) on delete cascade,
        ${bi('slug', 'not null')}, ${bi('title')}, ${bi('description')}, degree text not null default '',
        position integer not null default 0, is_online boolean not null default true)`,
      `create table study_subject (
        id serial primary key, programme_id integer not null references study_programme(id) on delete cascade,
        ${bi('slug', 'not null')}, ${bi('title')}, ${bi('description')},
        position integer not null default 0, is_online boolean not null default true)`,
      `create table application_page (
        id serial primary key, programme_id integer references study_programme(id) on delete set null,
        ${bi('slug', 'not null')}, ${bi('title')}, ${bi('text')}, deadline date,
        is_online boolean not null default true)`,
      `create table microsite (
        id serial primary key,
        grouping text not null check (grouping in ('fachbereich-musik', 'fachbereich-kunst-und-design', 'weitere-themen')),
        ${bi('name')}, ${bi('url')}, position integer not null default 0, is_online boolean not null default true)`,
      `create table breaking_news (
        id serial primary key, ${bi('headline')}, ${bi('text')},
        color text not null default 'regular' check (color in ('regular', 'urgent')),
        link_page_id integer, ${bi('link_url')}, ${bi('link_text')},
        is_online boolean not null default true, starts_at timestamptz, ends_at timestamptz)`,
      `create table home_teaser (
        id serial primary key, ${bi('preline')}, ${bi('headline')}, ${bi('text')}, ${bi('link_url')}, ${bi('link_text')},
        image_id integer references media(id) on delete set null, is_highlight boolean not null default false,
        position integer not null default 0, is_online boolean not null default true)`,
      `create table call_to_action (
        id serial primary key, ${bi('headline')}, ${bi('text')}, ${bi('link_url')}, ${bi('link_text')},
        is_online boolean not null default true)`,
      `create table instagram_post (
        id serial primary key, ${bi('caption')}, url text not null, image_id integer references media(id) on delete set null,
        posted_at timestamptz not null, is_online boolean not null default true)`,
      `create table newsletter (id serial primary key, slug text not null unique, ${bi('name')}, position integer not null default 0)`,
      `create table newsletter_subscription (
        id serial primary key, email text not null, name text not null default '', locale text not null,
        newsletter_ids integer[] not null, token text not null unique, confirmed_at timestamptz,
        created_at timestamptz not null default now())`,
      `create table redirect (id serial primary key, old_path text not null unique, new_path text not null)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'redirect',
      'newsletter_subscription',
      'newsletter',
      'instagram_post',
      'call_to_action',
      'home_teaser',
      'breaking_news',
      'microsite',
      'application_page',
      'study_subject',
      'study_programme',
      'download_file',
      'download_directory',
      'press_item',
      'person_category',
      'person',
      'event',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await runStatements(db, [
      'alter table news drop column category_id, drop column faculty_id, drop column image_id, drop column is_highlight, drop column body_de, drop column body_en',
      'alter table news add column category_de text, add column category_en text',
    ]);
    for (const table of ['media_derivative', 'media', 'category', 'faculty'])
      await db.schema.dropTable(table).execute();
  },
};
