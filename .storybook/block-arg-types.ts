import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

/**
 * The props table of every block (`Blocks/*`) names what its two props really are: docgen sees
 * only the generic `BlockProps<M>` (`module: M`, `options: union`). The module's model is read
 * from the story's args, so outside teams see which `ModuleOf<…>` of @aula/api-client to pass.
 */
export const blockArgTypes: ArgTypesEnhancer<ReactRenderer> = Object.assign(
  ({ argTypes, initialArgs, title }: Parameters<ArgTypesEnhancer<ReactRenderer>>[0]) => {
    const module: unknown = initialArgs['module'];
    const model =
      typeof module === 'object' && module !== null && 'model' in module ? module.model : undefined;
    if (!title.startsWith('Blocks/') || typeof model !== 'string') return argTypes;
    const moduleType: StrictInputType = {
      ...argTypes['module'],
      name: 'module',
      description: `The block as the content API sends it in a page's \`modules\`: \`ModuleOf<'${model}'>\` of \`@aula/api-client\`.`,
      table: { ...argTypes['module']?.table, type: { summary: `ModuleOf<'${model}'>` } },
    };
    const optionsType: StrictInputType = {
      ...argTypes['options'],
      name: 'options',
      description:
        'How to render: language, edit mode, and your image and link components instead of `<img>` and `<a>`. Passed down to nested blocks.',
      table: {
        ...argTypes['options']?.table,
        type: {
          summary: 'Partial<RenderOptions>',
          detail:
            "{ locale?: 'de' | 'en'; editMode?: boolean; imageComponent?: ImageComponent; linkComponent?: LinkComponent }",
        },
        defaultValue: {
          summary:
            "{ locale: 'de', editMode: false, imageComponent: PlainImage, linkComponent: PlainLink }",
        },
      },
    };
    return { ...argTypes, module: moduleType, options: optionsType };
  },
  { secondPass: true },
);
