// @aula/blocks/server: the server-safe render entry. Everything a server needs to turn page
// modules into HTML (with react-dom/server, or as React Server Components): the renderers by
// model, the render options and the default image and link components (rich text is sanitized
// with `@aula/api-client/sanitize`, at render).
// It loads in plain Node (no CSS, no browser globals at import time); the client islands it
// renders carry their own 'use client'. Browser-only APIs (the consent context, the lightbox)
// stay in the main entry.
export { blockRenderers } from './block-renderers';
export type { BlockProps } from './block-props';
export {
  ModuleRenderer,
  Modules,
  type ModuleRendererProps,
  type ModulesProps,
  type UnknownModule,
} from './ModuleRenderer/ModuleRenderer';
export { renderOptions, type RenderOptions } from './host/render-options';
export { PlainImage, type BlockImageProps, type ImageComponent } from './host/image-component';
export { PlainLink, type BlockLinkProps, type LinkComponent } from './host/link-component';
