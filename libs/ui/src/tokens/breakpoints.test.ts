import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  autocompleteMaxHeight,
  breakpoints,
  grid,
  minWidth,
  sideNavigationMaxWidth,
  styleBreakpoints,
} from './breakpoints';

const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');

describe('design tokens', () => {
  it('builds media queries from the style set', () => {
    expect(minWidth('large')).toBe('(min-width: 64em)');
  });

  it('keeps the stylesheet in step with the constants', () => {
    for (const [name, px] of Object.entries(breakpoints))
      expect(css).toContain(`--aula-bp-${name}: ${px}px;`);
    for (const [name, value] of Object.entries(styleBreakpoints))
      expect(css).toContain(`--aula-bp-${name}: ${value};`);
    for (const width of Object.values(sideNavigationMaxWidth))
      expect(css).toContain(`--aula-side-nav-max-width: ${width};`);
    expect(css).toContain(`--aula-grid-columns: ${grid.columns};`);
    expect(css).toContain(`--aula-container-max-width: ${grid.containerMaxWidth};`);
    expect(css).toContain(`--aula-autocomplete-max-height: ${autocompleteMaxHeight};`);
  });
});
