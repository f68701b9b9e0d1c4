import type { ComponentType } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

type RichTextEditorModule = { default: ComponentType<RichTextEditorProps> };

let loading: Promise<RichTextEditorModule> | null = null;
let loaded: ComponentType<RichTextEditorProps> | null = null;

/**
 * DESIGN.md 8: CKEditor is its own chunk. Edit mode asks for it ahead of the first rich-text
 * field (the panel opens at once); a failed load (a new deployment, the network) is asked
 * again next time.
 */
export function loadRichTextEditor(): Promise<RichTextEditorModule> {
  loading ??= import('./RichTextEditor').then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** CKEditor's component once its chunk is here (a field then renders it without a loading note). */
export function loadedRichTextEditor(): ComponentType<RichTextEditorProps> | null {
  return loaded;
}
