import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

const css = readFileSync(resolve(import.meta.dirname, 'tokens.css'), 'utf8');

/** The value of a colour token in tokens.css. */
function token(name: string): string {
  const match = new RegExp(`--aula-color-${name}:\\s*(#[0-9a-f]{3,6});`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`no colour token ${name}`);
  return match[1];
}

describe('colour tokens (a contrast-checked palette)', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
  });

  // [foreground, background, minimum]: 4.5 for text, 3 for the focus ring and field borders.
  const pairs: [string, string, number][] = [
    ['text', 'background', 4.5],
    ['muted', 'background', 4.5],
    ['muted', 'surface', 4.5],
    ['text', 'surface', 4.5],
    ['accent', 'background', 4.5],
    ['on-accent', 'accent', 4.5],
    ['on-urgent', 'urgent', 4.5],
    ['error', 'background', 4.5],
    ['success', 'background', 4.5],
    ['on-inverse', 'inverse', 4.5],
    ['on-inverse-muted', 'inverse', 4.5],
    ['focus', 'background', 3],
  ];
  for (const [foreground, background, minimum] of pairs) {
    it(`${foreground} on ${background} reaches ${minimum}:1`, () => {
      expect(contrastRatio(token(foreground), token(background))).toBeGreaterThanOrEqual(minimum);
    });
  }
});
