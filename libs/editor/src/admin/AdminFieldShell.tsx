import type { BlockField } from '@aula/api-client';
import type { ReactNode } from 'react';
import { FieldShell } from '../forms/fields/FieldShell';
import type { DateField, RelationField } from '@aula/api-client';

/**
 * The block forms' field shell (label, help, required mark, error) for the admin's own kinds:
 * it reads only what every field has (label, help, required), so a date or relation passes as one.
 */
export function AdminFieldShell({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: DateField | RelationField;
  error: string | undefined;
  children: ReactNode;
}) {
  const shellField = {
    kind: 'text',
    label: field.label,
    help: field.help,
    required: field.required,
    schema: field.schema,
    default: '',
    maxLength: 0,
    multiline: false,
  } satisfies BlockField;
  return (
    <FieldShell id={id} field={shellField} error={error}>
      {children}
    </FieldShell>
  );
}
