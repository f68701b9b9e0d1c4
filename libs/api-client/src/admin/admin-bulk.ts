import * as v from 'valibot';
import type { EntityDefinition } from './define-entity';

/** DESIGN.md 9: what an admin list does with its selected rows at once. */
export const adminBulkActions = ['publish', 'unpublish', 'delete'] as const;
export type AdminBulkAction = (typeof adminBulkActions)[number];

/** The most rows one bulk action takes (four list pages; a list page selects at most one). */
export const adminBulkLimit = 100;

const id = v.pipe(
  v.number('admin.bulk.ids'),
  v.integer('admin.bulk.ids'),
  v.minValue(1, 'admin.bulk.ids'),
);

/** The body of `POST /{locale}/api/admin/entities/{entity}/bulk/`: the action and its rows. */
export const adminBulkInputSchema = v.object(
  {
    action: v.picklist(adminBulkActions, 'admin.bulk.unknownAction'),
    ids: v.pipe(
      v.array(id, 'admin.bulk.ids'),
      v.minLength(1, 'admin.bulk.noneSelected'),
      v.maxLength(adminBulkLimit, 'admin.bulk.tooMany'),
    ),
  },
  'admin.bulk.invalid',
);
export type AdminBulkInput = v.InferOutput<typeof adminBulkInputSchema>;

/** The answer of a bulk action: what was done to how many rows. */
export const adminBulkResultSchema = v.object({
  action: v.picklist(adminBulkActions),
  count: v.number(),
});
export type AdminBulkResult = v.InferOutput<typeof adminBulkResultSchema>;

/** The bulk actions an entity offers: publishing needs its published state (`is_online`). */
export function bulkActionsOf(definition: EntityDefinition): AdminBulkAction[] {
  return 'is_online' in definition.fields ? [...adminBulkActions] : ['delete'];
}
