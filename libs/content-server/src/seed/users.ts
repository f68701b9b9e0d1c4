import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

/** The demo editor account documented in the README. */
export const demoEditor = {
  email: 'redaktion@aula.example',
  username: 'redaktion',
  password: 'aula-demo-2026',
} as const;

/** One editor account and the legacy redirect of the demo. */
export async function seedUsersAndRedirects(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('app_user')
    .values({
      email: demoEditor.email,
      username: demoEditor.username,
      password_hash: await hashPassword(demoEditor.password),
    })
    .execute();
  await db
    .insertInto('redirect')
    .values([
      { old_path: '/de/alte-seite', new_path: '/de/hochschule/leitbild' },
      { old_path: '/en/old-page', new_path: '/en/university/mission' },
    ])
    .execute();
}
