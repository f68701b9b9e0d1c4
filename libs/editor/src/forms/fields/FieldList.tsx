import type { BlockFieldKind, BlockFields } from '@aula/api-client';
import type { ComponentType } from 'react';
import { BooleanField } from './BooleanField';
import { ChildrenField } from './ChildrenField';
import { EntityReferenceField } from './EntityReferenceField';
import type { FieldProps } from './field-props';
import { ImageField } from './ImageField';
import { LinkField } from './LinkField';
import { RichTextField } from './RichTextField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/** The control of every field kind: a kind the definitions gain without a control is a type error. */
const controls = {
  text: TextField,
  anchor: TextField,
  link: LinkField,
  embed: TextField,
  richText: RichTextField,
  select: SelectField,
  boolean: BooleanField,
  image: ImageField,
  children: ChildrenField,
  entityReference: EntityReferenceField,
} satisfies { [K in BlockFieldKind]: ComponentType<FieldProps<K>> };

/** The fields of a block (or of an item, under `path`) in the definition's order. */
export function FieldList({ fields, path }: { fields: BlockFields; path: string }) {
  return Object.entries(fields).map(([key, field]) => {
    const Control = controls[field.kind] as ComponentType<FieldProps>;
    const name = path ? `${path}.${key}` : key;
    return <Control key={name} name={name} field={field} />;
  });
}
