import {
  counterpartSchema,
  issuesToFieldErrors,
  maxSectionsPerRequest,
  sectionSaveInputSchema,
  translationStatusSchema,
  type Locale,
} from '@aula/api-client';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { EditorAccess } from '../auth/editor-access';
import type { Database } from '../db/schema';
import { loadSubtrees } from '../modules/module-repository';
import { readModules } from '../modules/read-modules';
import { createModule, parseModuleWrite } from '../modules/save-module';
import { saveSection, sectionSnapshot } from '../modules/save-section';
import { pageContentType } from '../pages/read-page';
import { cacheTags, type Revalidate } from '../revalidate';
import { counterpartOf, otherLocale } from '../translation/counterpart';
import { translationStatus } from '../translation/translation-status';
import { answer, notFound } from './answer';
import { idParam, localeOf, localeParam } from './locale';
import { badList, idList } from './presence';

export interface TranslationRouteOptions {
  access: EditorAccess;
  revalidate: Revalidate;
  reportError: (error: unknown) => void;
}

/** A comma-separated list of slot slugs; null when malformed. */
function slugList(raw: string | undefined): string[] | null {
  if (raw === undefined || raw === '') return [];
  const parts = raw.split(',');
  return parts.length <= maxSectionsPerRequest &&
    parts.every((part) => /^[a-z0-9][a-z0-9-]{0,199}$/.test(part))
    ? [...new Set(parts)]
    : null;
}

const unauthorized = (c: Context) =>
  c.json({ detail: 'Authentication credentials were not provided.' }, 401);

/**
 * DESIGN.md 8, German and English side by side (editors only): the per-page translation status,
 * a section's counterpart in the other language (read-only beside the form), and copying a
 * section across to the language it is missing in.
 */
export function translationRoutes(
  db: Kysely<Database>,
  { access, revalidate, reportError }: TranslationRouteOptions,
) {
  const container = (c: Context) =>
    db
      .selectFrom('module')
      .selectAll()
      .where('id', '=', Number(c.req.param('id')))
      .where('locale', '=', localeOf(c))
      .where('model', '=', 'ContainerModule')
      .executeTakeFirst();
  const read = async (id: number, locale: Locale) => {
    const [section] = await readModules(
      db,
      await loadSubtrees(db, [id]),
      [id],
      locale,
      reportError,
    );
    return section?.model === 'ContainerModule' ? section : null;
  };

  return new Hono()
    .get(`/${localeParam}/pageeditor-api/translation-status/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      if (!(await access.user(c))) return unauthorized(c);
      const sections = idList(c.req.query('sections'));
      if (!sections) return badList(c, 'sections');
      const slugs = slugList(c.req.query('slugs'));
      if (!slugs) return badList(c, 'slugs');
      const page = c.req.query('page');
      if (page !== undefined && !/^[0-9]{1,9}$/.test(page)) return badList(c, 'page');
      const locale = localeOf(c);
      const status = await translationStatus(db, locale, {
        sections,
        slugs,
        page: page ? Number(page) : null,
      });
      return answer(c, translationStatusSchema, {
        locale,
        other: otherLocale(locale),
        sections: status,
      });
    })
    .get(`/${localeParam}/pageeditor-api/container/${idParam}/counterpart/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      if (!(await access.user(c))) return unauthorized(c);
      const row = await container(c);
      if (!row) return notFound(c);
      const other = otherLocale(row.locale);
      const counterpart = await counterpartOf(db, row);
      return answer(c, counterpartSchema, {
        locale: other,
        section: counterpart ? await read(counterpart.id, other) : null,
      });
    })
    .post(`/${localeParam}/pageeditor-api/container/${idParam}/counterpart/`, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const editor = await access.writer(c);
      if (editor instanceof Response) return editor;
      const row = await container(c);
      if (!row) return notFound(c);
      const other = otherLocale(row.locale);
      const outcome = await db.transaction().execute(async (trx) => {
        if (await counterpartOf(trx, row)) return { status: 'exists' as const };
        const placement = {
          model: 'ContainerModule',
          layout: Number(row.data['layout'] ?? 0),
          parent: null,
          slug: row.slug,
          content_type: row.content_type,
          object_id: row.object_id,
          position: row.position,
        };
        const write = parseModuleWrite(placement);
        if (!write.ok) return { status: 'invalid' as const, errors: write.errors };
        const id = await createModule(trx, other, write.write, editor.id);
        const snapshot = await sectionSnapshot(trx, row);
        const blocks = snapshot.blocks.map(({ id: _id, ...block }) => block);
        const save = v.safeParse(sectionSaveInputSchema, {
          version: 1,
          layout: snapshot.layout,
          blocks,
        });
        if (!save.success)
          return { status: 'invalid' as const, errors: issuesToFieldErrors(save.issues) };
        const saved = await saveSection(trx, id, save.output, editor.id);
        if (saved.status !== 'saved')
          throw new Error(`Copying section ${row.id} across: ${saved.status}`);
        return { status: 'copied' as const, id };
      });
      if (outcome.status === 'exists')
        return c.json(
          {
            detail: 'This section exists in the other language already.',
            current: await read((await counterpartOf(db, row))?.id ?? 0, other),
          },
          409,
        );
      if (outcome.status === 'invalid')
        return c.json({ detail: 'Invalid input.', errors: outcome.errors }, 400);
      const tags = [cacheTags.module(outcome.id)];
      if (row.slug) tags.push(cacheTags.section(row.slug));
      if (row.content_type === pageContentType && row.object_id !== null)
        tags.push(cacheTags.page(row.object_id));
      await revalidate(tags).catch(reportError);
      return answer(
        c,
        counterpartSchema,
        { locale: other, section: await read(outcome.id, other) },
        201,
      );
    });
}
