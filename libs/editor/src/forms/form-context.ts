import type { AnyModule, ApiClient, BlockFields } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { createContext, useContext, type ReactNode } from 'react';
import type { FormText } from './form-text';

/** What every field of one block form shares: its id prefix, language and the module it edits. */
export interface BlockFormContextValue {
  idPrefix: string;
  locale: Locale;
  text: FormText;
  /** The module as read, when editing an existing block: previews of its image, names of its entries. */
  module: AnyModule | undefined;
  /** The content API (image uploads, entry search). */
  client: ApiClient;
  /** Renders the fields of an item (FAQ entry, teaser...) at its path: lists nest forms. */
  renderFields(fields: BlockFields, path: string): ReactNode;
}

export const BlockFormContext = createContext<BlockFormContextValue | null>(null);

/** The context of the enclosing `BlockForm`. */
export function useBlockFormContext(): BlockFormContextValue {
  const value = useContext(BlockFormContext);
  if (!value) throw new Error('A block form field must be rendered inside <BlockForm>.');
  return value;
}
