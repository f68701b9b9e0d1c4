import { describe, expect, it } from 'vitest';
import { hyphenateTitle, softHyphen } from './hyphenate-title';

/** The soft hyphens shown as `|`, to read and compare. */
const shown = (text: string) => text.replaceAll(softHyphen, '|');

describe('hyphenateTitle', () => {
  it('puts soft hyphens into a German compound at its syllables, by the German patterns', () => {
    expect(shown(hyphenateTitle('Kommunikationsdesign', 'de'))).toBe('Kommu|ni|ka|ti|ons|de|sign');
    expect(shown(hyphenateTitle('Bewerbung Instrumentalmusik', 'de'))).toBe(
      'Bewerbung Instru|men|tal|musik',
    );
    expect(shown(hyphenateTitle('Regelstudienzeit', 'de'))).toBe('Regel|stu|di|en|zeit');
  });

  it('hyphenates English text by the English patterns', () => {
    expect(shown(hyphenateTitle('Documentary photography', 'en'))).toBe(
      'Docu|men|tary photog|raphy',
    );
    // The German patterns would split this differently ("Com|mu|ni|ca|tion" is English).
    expect(shown(hyphenateTitle('Internationalization', 'en'))).not.toBe(
      shown(hyphenateTitle('Internationalization', 'de')),
    );
  });

  it('leaves words under 10 letters, and breaks nearer than 4 letters to an end, untouched', () => {
    expect(hyphenateTitle('Jazz-Saxophon, Malerei und Bildhauer', 'de')).toBe(
      'Jazz-Saxophon, Malerei und Bildhauer',
    );
    // The patterns allow "Kom|mu…" and "…gra|phy"; both leave fewer than 4 letters on a side.
    expect(shown(hyphenateTitle('Fachbereich Kunst und Design (B.A.)', 'de'))).toBe(
      'Fach|be|reich Kunst und Design (B.A.)',
    );
    expect(shown(hyphenateTitle('Communication design', 'en'))).toBe('Commu|ni|ca|tion design');
  });

  it('keeps every letter: without its soft hyphens the text is the one given', () => {
    const title = 'Künstlerische Fotografie – Dokumentarfotografie 2027';
    expect(hyphenateTitle(title, 'de').replaceAll(softHyphen, '')).toBe(title);
  });
});
