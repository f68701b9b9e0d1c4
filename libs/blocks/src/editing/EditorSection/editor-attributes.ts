/** What the editor needs to know of a section or block on the page (DESIGN.md 8). */
export interface EditableModule {
  id: number;
  model: string;
  version: number;
  slug: string | null;
}

/** The `data-aula-*` attributes of an editable block. */
export interface BlockAttributes {
  'data-aula-module-id': string;
  'data-aula-model': string;
  'data-aula-version': string;
}

/** The `data-aula-*` attributes of an editable section: a block's, and the slot's slug. */
export interface EditorAttributes extends BlockAttributes {
  'data-aula-slug': string;
}

/** The module id, model and version the editor finds a block by (editor renders only). */
export function blockAttributes(module: Omit<EditableModule, 'slug'>): BlockAttributes {
  return {
    'data-aula-module-id': String(module.id),
    'data-aula-model': module.model,
    'data-aula-version': String(module.version),
  };
}

/**
 * DESIGN.md 8: the data attributes the editor finds a section or block by (slug, module id,
 * model, version), rendered for editors only, never into visitor HTML. `slug` is the slot's
 * slug where the screen names one (a page's sections may have none: empty).
 */
export function editorAttributes(module: EditableModule, slug = module.slug): EditorAttributes {
  return { 'data-aula-slug': slug ?? '', ...blockAttributes(module) };
}
