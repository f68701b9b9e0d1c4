import {
  isBrokenModule,
  type AnyModule,
  type BlockModel,
  type BrokenModule,
} from '@aula/api-client';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { BlockProps } from '../block-props';
import { blockRenderers } from '../block-renderers';
import { blockText } from '../host/block-text';
import { type RenderOptions, renderOptions } from '../host/render-options';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BrokenBlockPlaceholder } from './BrokenBlockPlaceholder';
import type { BlockWrapper } from './block-wrapper';
import styles from './ModuleRenderer.module.css';

/** A module whose model this version of the library does not know (newer backend, typo...). */
export interface UnknownModule {
  model: string;
  id?: number;
}

export interface ModuleRendererProps {
  module: AnyModule | BrokenModule | UnknownModule;
  /** Locale, edit mode, image and link components; passed down to every block (defaults: German, visitor, plain elements). */
  options?: Partial<RenderOptions> | undefined;
  /** The editor's wrapper of every block, this one and those inside it (see `BlockWrapper`); none for visitors. */
  wrapBlock?: BlockWrapper | undefined;
}

function isKnown(model: string): model is BlockModel {
  return Object.hasOwn(blockRenderers, model);
}

function EditPlaceholder({ text }: { text: string }) {
  return (
    <p className={styles['placeholder']} role="note">
      {text}
    </p>
  );
}

/**
 * Renders one module by its model through the registry; a server component (no hooks, no
 * context). An unknown model renders nothing for visitors and a visible placeholder in edit
 * mode; a block that throws is replaced the same way; a broken block (a stored one that no longer
 * reads) is skipped for visitors and shown to editors as a placeholder. With a `wrapBlock` (editor
 * renders), what each block renders is handed to it, nested blocks included.
 */
export function ModuleRenderer({ module, options, wrapBlock }: ModuleRendererProps) {
  const resolved: RenderOptions = {
    ...renderOptions(wrapBlock ? { ...options, wrapBlock } : options),
    // Editor renders only; nested blocks get it with the rest.
    editableText: options?.editableText,
  };
  const rendered = renderBlock(module, resolved);
  return resolved.wrapBlock ? resolved.wrapBlock(module, rendered) : rendered;
}

function renderBlock(
  module: AnyModule | BrokenModule | UnknownModule,
  resolved: RenderOptions,
): ReactNode {
  const text = blockText(resolved.locale);
  // A stored block that no longer reads (one bad row never breaks a page): skipped for visitors,
  // shown to editors (edit mode, or any editor render: those pass the edit seam's wrapper).
  if (isBrokenModule(module)) {
    return resolved.editMode || resolved.wrapBlock ? (
      <BrokenBlockPlaceholder module={module} locale={resolved.locale} />
    ) : null;
  }
  if (!isKnown(module.model)) {
    return resolved.editMode ? (
      <EditPlaceholder text={text('blocks.unknownModel', { model: module.model })} />
    ) : null;
  }
  // The registry is keyed by model, so the renderer found for `module.model` takes this module;
  // TypeScript cannot correlate the two through the union, hence the widening.
  const Renderer = blockRenderers[module.model] as ComponentType<
    BlockProps<AnyModule | UnknownModule>
  >;
  const fallback = resolved.editMode ? (
    <EditPlaceholder text={text('blocks.renderError', { model: module.model })} />
  ) : null;
  return (
    <BlockErrorBoundary fallback={fallback}>
      {/* Server rendering has no error boundaries: a block that throws there falls back to this
          boundary's (empty) fallback and is retried in the browser, where the boundary above
          catches it. The rest of the page is unaffected. */}
      <Suspense fallback={null}>
        <Renderer module={module} options={resolved} />
      </Suspense>
    </BlockErrorBoundary>
  );
}

export interface ModulesProps {
  modules: readonly (AnyModule | BrokenModule | UnknownModule)[];
  /** See `ModuleRendererProps.options`. */
  options?: Partial<RenderOptions> | undefined;
  /** See `ModuleRendererProps.wrapBlock`. */
  wrapBlock?: BlockWrapper | undefined;
}

/** Renders a list of modules (a page's `modules`, a column's `children`) in order. */
export function Modules({ modules, options, wrapBlock }: ModulesProps) {
  return modules.map((module, index) => (
    <ModuleRenderer
      key={module.id ?? `${module.model}-${index}`}
      module={module}
      options={options}
      wrapBlock={wrapBlock}
    />
  ));
}
