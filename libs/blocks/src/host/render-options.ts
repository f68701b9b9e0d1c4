import type { Locale } from '@aula/routing';
import type { ReactNode } from 'react';
import type { BlockWrapper } from '../ModuleRenderer/block-wrapper';
import { type ImageComponent, PlainImage } from './image-component';
import { type LinkComponent, PlainLink } from './link-component';

/**
 * How the blocks meet their host (DESIGN.md 5: pages render on the server). `Modules` passes this
 * object down to every block as a prop, so the render path needs no context and runs in a React
 * Server Component. Every field has a default that works in a plain React app.
 */
export interface RenderOptions {
  /** Language of the UI texts of the blocks (labels, placeholders). */
  locale: Locale;
  /** Edit mode (spec 1: query parameter `edit`): unknown or failing blocks show a placeholder. */
  editMode: boolean;
  /** The image element, for example one built on `next/image`. */
  imageComponent: ImageComponent;
  /** The link element, for example the router's link. */
  linkComponent: LinkComponent;
  /** Editor renders only: wraps every block `ModuleRenderer` renders (see `BlockWrapper`). */
  wrapBlock: BlockWrapper | null;
  /**
   * The text of a visible heading, card title or infobox preline as shown, for example with soft
   * hyphens from the host's server-side hyphenation (@aula/host/hyphenation), so a long German
   * compound breaks at a syllable. Never applied to accessible names, alternative texts or
   * metadata. Default: the text as it is (editor and browser renders).
   */
  hyphenate: (text: string) => ReactNode;
  /**
   * Editor renders only (DESIGN.md 8, what you see is what you edit): see `EditableText`. Not
   * resolved here: `renderOptions` runs in visitors' bundles, which never carry it.
   */
  editableText?: EditableText | undefined;
}

/**
 * A text field of a block (`module`, its field key) as shown, `shown` being what the block renders
 * for it (null for a rich text, which `RichText` renders itself); the editor answers the text
 * editable in place, or `shown` for a text it leaves be.
 */
export type EditableText = (module: object, field: string, shown: ReactNode) => ReactNode;

const unchanged = (text: string): ReactNode => text;

const defaults: RenderOptions = {
  locale: 'de',
  editMode: false,
  imageComponent: PlainImage,
  linkComponent: PlainLink,
  wrapBlock: null,
  hyphenate: unchanged,
};

/** The options with a default for every field left out (German, visitor, plain elements). */
export function renderOptions(options: Partial<RenderOptions> = {}): RenderOptions {
  return {
    locale: options.locale ?? defaults.locale,
    editMode: options.editMode ?? defaults.editMode,
    imageComponent: options.imageComponent ?? defaults.imageComponent,
    linkComponent: options.linkComponent ?? defaults.linkComponent,
    wrapBlock: options.wrapBlock ?? defaults.wrapBlock,
    hyphenate: options.hyphenate ?? defaults.hyphenate,
  };
}
