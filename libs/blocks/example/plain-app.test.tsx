// The example consumes the built package as an outside app would, not the sources.
/* eslint-disable @nx/enforce-module-boundaries */
import { Modules } from '@aula/blocks';
/* eslint-enable @nx/enforce-module-boundaries */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoModules } from './demo-modules';

describe('@aula/blocks from its built package', () => {
  it('renders a page of modules without Next.js', () => {
    // No provider: the server render path takes everything as props.
    const html = renderToString(<Modules modules={demoModules} options={{ locale: 'en' }} />);
    expect(html).toContain('id="studium"');
    expect(html).toContain('Kunst und Design studieren');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Load external content from YouTube');
    expect(html).not.toContain('<iframe');
  });
});
