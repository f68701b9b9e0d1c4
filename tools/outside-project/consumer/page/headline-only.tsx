// One block imported by name: with `sideEffects` right, a bundler keeps only that block's code.
import { Headline } from '@aula/blocks';
import { renderToString } from 'react-dom/server';

export const html = renderToString(
  <Headline
    module={{
      id: 1,
      slug: null,
      parent: null,
      content_type: null,
      object_id: null,
      version: 1,
      model: 'HeadlineModule',
      headline_level: 2,
      preline: '',
      content: 'Nur eine Überschrift',
      subline: '',
      anchor: '',
      extra_class: 'links',
    }}
  />,
);
