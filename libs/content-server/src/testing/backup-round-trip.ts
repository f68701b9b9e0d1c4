import { createClient, moduleSchema, type ContainerModule } from '@aula/api-client';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import * as v from 'valibot';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';
import { generateArtwork } from '../media/generate-artwork';
import { contentTables } from '../backup/dump-database';

/** What a test app offers the edits below (the PGlite and the PostgreSQL one alike). */
export interface EditableApp {
  db: Kysely<Database>;
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
  fetch: typeof fetch;
}

export const backupUser = { email: 'sicherung@aula.example', password: 'sicherung-2026' };

const postModule = async (server: EditableApp, headers: Record<string, string>, body: unknown) => {
  const response = await server.app.request('/de/pageeditor-api/module/', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return v.parse(moduleSchema, await response.json());
};

/**
 * An editor's day: a new page, a section saved twice (two revisions), an image upload and a new
 * user. Answers the uploaded image's address and the section's slug.
 */
export async function makeEdits(server: EditableApp, headers: Record<string, string>) {
  await server.db
    .insertInto('page')
    .values({
      slug: 'backup-test',
      path_de: 'sicherung-test',
      path_en: 'backup-test',
      title_de: 'Sicherung',
      title_en: 'Backup',
      headline_de: 'Sicherung',
      headline_en: 'Backup',
    })
    .execute();
  const container = await postModule(server, headers, {
    model: 'ContainerModule',
    layout: 3,
    slug: 'backup-section',
  });
  await postModule(server, headers, {
    model: 'HeadlineModule',
    headline_level: 2,
    content: 'Vorher',
    parent: container.id,
    column: 0,
  });
  const sections = createClient({ fetch: server.fetch, cookies: headers['cookie'] ?? '' }).sections;
  let section = (await createClient({
    fetch: server.fetch,
    cookies: headers['cookie'] ?? '',
  }).pageEditor.containerBySlug('de', 'backup-section')) as ContainerModule;
  for (const content of ['Nachher', 'Zuletzt']) {
    section = await sections.save('de', section.id, {
      version: section.version,
      layout: 3,
      blocks: [{ model: 'HeadlineModule', headline_level: 2, column: 0, content }],
    });
  }
  const form = new FormData();
  const png = await sharp(await generateArtwork(7))
    .png()
    .toBuffer();
  form.set('file', new Blob([new Uint8Array(png)]), 'sicherung.png');
  form.set('alt_de', 'Sicherung');
  form.set('alt_en', 'Backup');
  // A multipart upload sets its own content type.
  const uploadHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'content-type'),
  );
  const upload = await server.app.request('/de/pageeditor-api/media/', {
    method: 'POST',
    headers: uploadHeaders,
    body: form,
  });
  if (upload.status !== 201) throw new Error(`The upload answered ${upload.status}.`);
  const { image_url: imageUrl } = (await upload.json()) as { image_url: string };
  await server.db
    .insertInto('app_user')
    .values({
      email: backupUser.email,
      username: 'sicherung',
      password_hash: await hashPassword(backupUser.password),
    })
    .execute();
  return { imageUrl, sectionSlug: 'backup-section' };
}

/**
 * Every table's rows (as PostgreSQL's JSON text, sorted), to compare two databases: times in
 * UTC, so a PostgreSQL server in another time zone writes them as PGlite does.
 */
export async function allRows(db: Kysely<Database>): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const rows: Record<string, string[]> = {};
    for (const table of await contentTables(trx)) {
      const result = await sql<{ row: string }>`
        select row_to_json(t)::text as row from ${sql.table(table)} as t order by 1
      `.execute(trx);
      rows[table] = result.rows.map((row) => row.row);
    }
    return rows;
  });
}

/** The edits of `makeEdits` are among a database's rows. */
export function expectEdits(rows: Record<string, string[]>, { imageUrl }: { imageUrl: string }) {
  expect(rows['page']?.join()).toContain('"slug":"backup-test"');
  expect(rows['section_revision']?.join()).toContain('Zuletzt');
  expect(rows['media']?.join()).toContain(imageUrl.replace('/media/', ''));
  expect(rows['app_user']?.join()).toContain(backupUser.email);
}
