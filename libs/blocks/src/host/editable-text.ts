import type { ReactNode } from 'react';
import type { RenderOptions } from './render-options';

/**
 * DESIGN.md 8: a plain text a block shows, handed to the editor's `editableText` in an editor's
 * render; as shown everywhere else (visitors' pages stay exactly as they are).
 */
export function editableText(
  options: Partial<RenderOptions> | undefined,
  module: object,
  field: string,
  shown: ReactNode,
): ReactNode {
  return options?.editableText ? options.editableText(module, field, shown) : shown;
}

/**
 * DESIGN.md 8: the editor's element for a rich text a block shows (`RichText`'s `editable`), in an
 * editor's render; nothing everywhere else, where the block renders the HTML itself.
 */
export function editableRichText(
  options: Partial<RenderOptions> | undefined,
  module: object,
  field: string,
): ReactNode {
  return options?.editableText ? options.editableText(module, field, null) : null;
}
