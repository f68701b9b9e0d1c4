import type { ContainerModule } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modules } from '../../ModuleRenderer/ModuleRenderer';
import { faq, headline, infobox, quote, text } from '../../testing/module-fixtures';
import { EditorSection } from './EditorSection';

const section = (
  slug: string | null,
  children: unknown[] = [text({ id: 7, version: 2, content: '<p>Hallo</p>' })],
) =>
  ({
    id: 3,
    slug,
    parent: null,
    content_type: null,
    object_id: null,
    version: 5,
    model: 'ContainerModule',
    layout: 0,
    columns: [{ children }],
  }) as unknown as ContainerModule;

describe('EditorSection (DESIGN.md 8)', () => {
  it('marks the section with slug, module id, model and version, and each block inside with its own', () => {
    const markup = renderToStaticMarkup(
      <EditorSection section={section('news-1-body')} options={{ locale: 'de' }} />,
    );
    expect(markup).toContain(
      'data-aula-slug="news-1-body" data-aula-module-id="3" data-aula-model="ContainerModule" data-aula-version="5"',
    );
    // The section is marked once (by its slot), its block by the block wrapper, around the block's HTML.
    expect(markup.match(/data-aula-module-id="3"/g)).toHaveLength(1);
    expect(markup).toMatch(
      /data-aula-module-id="7" data-aula-model="TextModule" data-aula-version="2">.*Hallo/,
    );
  });

  it("takes the screen's slug over the section's own, and marks an empty section too", () => {
    expect(
      renderToStaticMarkup(<EditorSection section={section(null, [])} slug="home-intro" />),
    ).toContain('data-aula-slug="home-intro" data-aula-module-id="3"');
  });

  it('leaves the visitor render without any trace of the editor', () => {
    const markup = renderToStaticMarkup(
      <Modules modules={[section('news-1-body')]} options={{ locale: 'de' }} />,
    );
    expect(markup).toContain('Hallo');
    expect(markup).not.toContain('data-aula');
  });
});

describe('editableText (DESIGN.md 8: texts edited in place)', () => {
  it("hands the editor each plain text a block shows, with its field, and renders the editor's answer", () => {
    const seen: string[] = [];
    const markup = renderToStaticMarkup(
      <Modules
        modules={[
          section('s', [headline({ id: 6, preline: 'Vor', content: 'Titel', subline: '' })]),
        ]}
        options={{
          editableText: (_module, field, shown) => {
            seen.push(field);
            return <span data-field={field}>{shown}</span>;
          },
        }}
      />,
    );
    expect(seen).toEqual(['preline', 'content']);
    expect(markup).toContain('<span data-field="content">Titel</span>');
  });
});

describe('editableRichText (DESIGN.md 8: rich texts edited in place)', () => {
  const modules = [
    section('s', [
      text({ id: 7, content: '<p>Hallo</p>' }),
      quote({ id: 8 }),
      faq({ id: 9 }),
      infobox({ id: 10 }),
    ]),
  ];

  it("hands the editor every rich text a block shows (null as shown) and puts its answer in the HTML's place", () => {
    const seen: string[] = [];
    const markup = renderToStaticMarkup(
      <Modules
        modules={modules}
        options={{
          editableText: (module, field, shown) => {
            const { model } = module as { model: string };
            seen.push(`${model}.${field}`);
            if (shown !== null) return shown;
            return <span data-editing={`${model}.${field}`} />;
          },
        }}
      />,
    );
    expect(seen.filter((field) => field.endsWith('.content'))).toEqual([
      'TextModule.content',
      'QuoteModule.content',
      'FAQItemModule.content',
      'FAQItemModule.content',
      'FAQItemModule.content',
      'InfoboxItemModule.content',
      'InfoboxItemModule.content',
    ]);
    expect(seen).toContain('QuoteModule.author');
    expect(markup).toContain('<span data-editing="TextModule.content"></span>');
    // The editor's answer replaces the HTML; an FAQ item is then one open text, not a disclosure.
    expect(markup).not.toContain('Hallo');
    expect(markup).not.toContain('<details');
  });

  it('renders the HTML itself, as for visitors, where the editor leaves a rich text be', () => {
    const withEditor = renderToStaticMarkup(
      <Modules modules={modules} options={{ editableText: (_module, _field, shown) => shown }} />,
    );
    const visitors = renderToStaticMarkup(<Modules modules={modules} />);
    expect(withEditor).toBe(visitors);
    expect(visitors).toContain('<p>Hallo</p>');
    expect(visitors).toContain('<details');
  });
});
