import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-statements';

const bi = (name: string, extra = "not null default ''") =>
  `${name}_de text ${extra}, ${name}_en text ${extra}`;

/**
 * spec 3: content-managed pages and their module tree. Modules belong to one language (the
 * editor edits the tree of the language it is in); every save writes a revision (`version`).
 */
export const pagesAndModules: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      `create table page (
        id serial primary key, slug text not null unique, content_type text not null default 'pageeditor.page',
        ${bi('path', 'not null')}, ${bi('title')}, ${bi('headline')},
        is_online boolean not null default true, is_clickable boolean not null default true,
        in_menu boolean not null default false, in_footer boolean not null default false,
        publish_at timestamptz,
        ${bi('meta_title')}, ${bi('meta_description')}, ${bi('og_title')}, ${bi('og_description')},
        og_image_id integer references media(id) on delete set null, og_type text not null default 'website',
        settings jsonb not null default '{}', version integer not null default 1,
        updated_at timestamptz not null default now(), unique (path_de), unique (path_en))`,
      `create table module (
        id serial primary key, locale text not null check (locale in ('de', 'en')), slug text,
        model text not null, parent_id integer references module(id) on delete cascade,
        content_type text, object_id integer, column_index integer not null default 0, position integer not null default 0,
        data jsonb not null default '{}', version integer not null default 1,
        updated_at timestamptz not null default now(), unique (locale, slug))`,
      `create index module_parent on module (parent_id, position)`,
      `create index module_owner on module (content_type, object_id, locale)`,
      `create table app_user (
        id serial primary key, email text not null unique, username text not null unique,
        password_hash text not null, is_staff boolean not null default true, is_active boolean not null default true,
        created_at timestamptz not null default now())`,
      `create table module_revision (
        id serial primary key, module_id integer not null references module(id) on delete cascade,
        version integer not null, data jsonb not null, user_id integer references app_user(id) on delete set null,
        created_at timestamptz not null default now(), unique (module_id, version))`,
      `create table page_revision (
        id serial primary key, page_id integer not null references page(id) on delete cascade,
        version integer not null, snapshot jsonb not null, is_draft boolean not null default false,
        user_id integer references app_user(id) on delete set null, created_at timestamptz not null default now())`,
      `create table session (
        id text primary key, user_id integer not null references app_user(id) on delete cascade,
        csrf_token text not null, expires_at timestamptz not null, created_at timestamptz not null default now())`,
      `create table login_attempt (id serial primary key, key text not null, attempted_at timestamptz not null default now())`,
      `create index login_attempt_key on login_attempt (key, attempted_at)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'login_attempt',
      'session',
      'page_revision',
      'module_revision',
      'app_user',
      'module',
      'page',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
