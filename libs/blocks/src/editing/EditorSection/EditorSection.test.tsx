import type { ContainerModule } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Modules } from '../../ModuleRenderer/ModuleRenderer';
import { headline, text } from '../../testing/module-fixtures';
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
