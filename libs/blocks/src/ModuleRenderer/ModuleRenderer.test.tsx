import { blockModels } from '@aula/api-client';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { blockRenderers } from '../block-renderers';
import { brokenImage, headline, link, text } from '../testing/module-fixtures';
import { renderBlock } from '../testing/render-block';
import { ModuleRenderer, Modules } from './ModuleRenderer';

describe('ModuleRenderer', () => {
  it('has a renderer for every block model', () => {
    expect(Object.keys(blockRenderers).sort()).toEqual([...blockModels].sort());
  });

  it('renders modules by model, in order', () => {
    renderBlock(
      <Modules
        modules={[headline({ content: 'Titel' }), text({ content: '<p>Absatz</p>' }), link()]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Titel' })).toBeInTheDocument();
    expect(screen.getByText('Absatz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt bewerben' })).toBeInTheDocument();
  });

  it('renders nothing for an unknown model for visitors', () => {
    const { container } = renderBlock(
      <ModuleRenderer module={{ model: 'CarouselModule', id: 5 }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a placeholder for an unknown model in edit mode', () => {
    renderBlock(<ModuleRenderer module={{ model: 'CarouselModule' }} />, {
      editMode: true,
      locale: 'en',
    });
    expect(screen.getByRole('note')).toHaveTextContent('Unknown block “CarouselModule”');
  });

  it('skips a broken block for visitors, the blocks around it render', () => {
    const html = renderToString(
      <Modules
        modules={[
          headline({ content: 'Davor' }),
          brokenImage(),
          text({ content: '<p>Danach</p>' }),
        ]}
      />,
    );
    expect(html).toContain('Davor');
    expect(html).toContain('Danach');
    expect(html).not.toContain('data-aula-broken');
    expect(html).not.toContain('sideways');
  });

  it('shows editors a placeholder naming block and problem (edit mode, editor renders)', () => {
    renderBlock(<ModuleRenderer module={brokenImage()} />, { editMode: true, locale: 'en' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Broken block: Image');
    expect(note).toHaveTextContent('Problem: alias: Please choose one of the options.');
    expect(note).toHaveTextContent('Use “Edit section” to correct or remove it.');
    expect(note).toHaveAttribute('data-aula-broken', '77');
    // The edit seam (editor renders without ?edit) shows it too, inside the editor's wrapper.
    const html = renderToString(
      <ModuleRenderer
        module={brokenImage()}
        options={{ locale: 'de' }}
        wrapBlock={(block, rendered) => <section data-wrapped={block.model}>{rendered}</section>}
      />,
    );
    expect(html).toContain('data-wrapped="BrokenModule"');
    expect(html).toContain('Fehlerhafter Block: Bild');
  });

  it('does not treat inherited object keys as models', () => {
    const { container } = renderBlock(<ModuleRenderer module={{ model: 'toString' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('contains a block that throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Malformed data from a backend that broke the contract: a container without columns.
    const broken = {
      id: 1,
      slug: null,
      parent: null,
      content_type: null,
      object_id: null,
      version: 1,
      model: 'ContainerModule',
      layout: 0,
    } as unknown as Parameters<typeof ModuleRenderer>[0]['module'];
    const visitor = renderBlock(<Modules modules={[broken, headline({ content: 'Danach' })]} />);
    expect(screen.getByRole('heading', { name: 'Danach' })).toBeInTheDocument();
    visitor.unmount();
    renderBlock(<ModuleRenderer module={broken} />, { editMode: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Der Block „ContainerModule“ konnte nicht angezeigt werden.',
    );
    error.mockRestore();
  });

  it('keeps the rest of the page when a block throws during server rendering', () => {
    const broken = { ...headline(), model: 'ContainerModule', layout: 0 } as unknown as Parameters<
      typeof ModuleRenderer
    >[0]['module'];
    const html = renderToString(<Modules modules={[broken, headline({ content: 'Danach' })]} />);
    // The failed block is left to the browser (where its error boundary takes over); the next one is in the HTML.
    expect(html).toContain('Danach');
    expect(html).toContain('<!--$!-->');
  });
});
