import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { everyBlockPage, headline, text } from '../testing/module-fixtures';
import type { BlockWrapper } from './block-wrapper';
import { ModuleRenderer, Modules } from './ModuleRenderer';

/** An editor-like wrapper: a marked element with the block's id and model around what it rendered. */
const markBlocks: BlockWrapper = (block, rendered: ReactNode) => (
  <div data-aula-module={block.id} data-aula-model={block.model}>
    {rendered}
  </div>
);

const section = () => ({
  id: 500,
  slug: 'einstieg',
  parent: null,
  content_type: null,
  object_id: null,
  version: 3,
  model: 'ContainerModule' as const,
  layout: 3 as const,
  columns: [
    { classes: '', children: [headline({ id: 501, content: 'Titel' })] },
    { classes: '', children: [text({ id: 502, content: '<p>Absatz</p>' })] },
  ],
});

describe('ModuleRenderer wrapBlock (the edit seam, DESIGN.md 8)', () => {
  it('hands every block, nested ones included, with what it rendered to the wrapper', () => {
    const wrap = vi.fn(markBlocks);
    const html = renderToStaticMarkup(<ModuleRenderer module={section()} wrapBlock={wrap} />);
    expect(wrap.mock.calls.map(([block]) => block.id)).toEqual([500, 501, 502]);
    // The container's wrapper holds the section; inside it, each block's wrapper holds the block.
    expect(html).toMatch(
      /^<div data-aula-module="500" data-aula-model="ContainerModule"><div id="einstieg"/,
    );
    expect(html).toMatch(
      /<div data-aula-module="501" data-aula-model="HeadlineModule"><hgroup[^>]*>.*Titel/,
    );
    expect(html).toMatch(/<div data-aula-module="502" data-aula-model="TextModule">.*Absatz/);
  });

  it('reaches the blocks through Modules and through the render options', () => {
    const viaModules = renderToStaticMarkup(
      <Modules modules={[section()]} wrapBlock={markBlocks} />,
    );
    const viaOptions = renderToStaticMarkup(
      <Modules modules={[section()]} options={{ wrapBlock: markBlocks }} />,
    );
    expect(viaModules).toBe(viaOptions);
    expect(viaModules.match(/data-aula-module=/g)).toHaveLength(3);
  });

  it('wraps the edit placeholder of an unknown model, so the editor can still remove it', () => {
    const html = renderToStaticMarkup(
      <ModuleRenderer
        module={{ model: 'CarouselModule', id: 9 }}
        options={{ editMode: true }}
        wrapBlock={markBlocks}
      />,
    );
    expect(html).toMatch(
      /^<div data-aula-module="9" data-aula-model="CarouselModule"><p[^>]*role="note"/,
    );
  });

  it("leaves visitors' renders exactly as they are without a wrapper", () => {
    const page = everyBlockPage();
    const visitor = renderToStaticMarkup(<Modules modules={page} />);
    // The seam itself adds nothing: a wrapper that returns what it gets renders the same HTML.
    expect(
      renderToStaticMarkup(<Modules modules={page} wrapBlock={(_block, rendered) => rendered} />),
    ).toBe(visitor);
    expect(visitor).not.toContain('data-aula');
  });
});
