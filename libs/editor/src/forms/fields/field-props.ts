import type { BlockFieldKind, BlockFieldOf } from '@aula/api-client';

/** What a field control receives: its path in the form values and its definition. */
export interface FieldProps<K extends BlockFieldKind = BlockFieldKind> {
  /** The form path: `content`, or `children.2.content` inside an item. */
  name: string;
  field: BlockFieldOf<K>;
}
