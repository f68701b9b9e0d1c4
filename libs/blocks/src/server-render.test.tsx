import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Modules } from './ModuleRenderer/ModuleRenderer';
import { everyBlockPage } from './testing/module-fixtures';
import { ShowMore } from './blocks/Text/ShowMore';
import { componentsOf, walkServerTree } from './testing/server-tree';

const sources = import.meta.glob<string>(
  ['./**/*.tsx', '!./**/*.test.tsx', '!./**/*.stories.tsx', '!./testing/**'],
  { query: '?raw', import: 'default', eager: true },
);
const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.tsx', '!./**/*.test.tsx', '!./**/*.stories.tsx', '!./testing/**'],
  { eager: true },
);
/** The exports of the files that start with `'use client'`: the client islands. */
const clientIslands = componentsOf(
  Object.entries(sources)
    .filter(([, source]) => source.startsWith("'use client';"))
    .map(([path]) => modules[path] ?? {}),
);

describe('the server render path (DESIGN.md 5)', () => {
  it('renders a page of every block to HTML without any provider', () => {
    const html = renderToString(<Modules modules={everyBlockPage()} />);
    for (const anchor of [
      'einstieg',
      'kopf',
      'einleitung',
      'zitat',
      'bewerben',
      'fristen',
      'rundgang',
      'teaser-raster',
      'teaser-karussell',
      'galerie',
      'campus',
      'faq',
      'film',
      'filme',
      'podcast',
      'bericht',
      'insta',
      'aktuelles',
      'termine',
      'personen',
    ]) {
      expect(html).toContain(`id="${anchor}"`);
    }
    expect(html).toContain('Kunst und Design studieren');
    expect(html).toContain('<details');
    expect(html).toContain('Mehr anzeigen');
    expect(html).toContain('Bild vergrößern');
    expect(html).toContain('aria-roledescription="Karussell"');
    expect(html).toContain('Diesen Inhalt von YouTube einmal laden');
    expect(html).toContain('Neue Professur für Klangkunst 1');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<script');
  });

  it('passes the render options down to nested blocks', () => {
    const html = renderToString(
      <Modules
        modules={everyBlockPage()}
        options={{
          locale: 'en',
          linkComponent: ({ href, children }) => (
            <a href={href} data-host="link">
              {children}
            </a>
          ),
        }}
      />,
    );
    expect(html).toContain('(opens in a new window)');
    expect(html).toContain('Load this content from Spotify once');
    expect(html).toContain('data-host="link"');
    expect(html).not.toContain('Mehr anzeigen');
  });

  it('fits React Server Components: no hooks or context outside client islands, which get serializable props only', () => {
    expect(clientIslands.size).toBeGreaterThanOrEqual(6);
    expect(() =>
      walkServerTree(
        <Modules modules={everyBlockPage()} options={{ editMode: true }} />,
        clientIslands,
      ),
    ).not.toThrow();
  });

  it('would notice a hook in a server component and a function passed to a client island', () => {
    const withHandler = {
      showMoreLabel: 'a',
      showLessLabel: 'b',
      children: 'Text',
      onToggle: () => undefined,
    };
    expect(() => walkServerTree(<ShowMore {...withHandler} />, clientIslands)).toThrow(
      /not serializable: ShowMore.onToggle/,
    );
    // Called as a plain function, as the walk does for server components, ShowMore's useId throws.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      walkServerTree(
        <ShowMore showMoreLabel="a" showLessLabel="b">
          Text
        </ShowMore>,
        new Set(),
      ),
    ).toThrow();
    error.mockRestore();
  });
});
