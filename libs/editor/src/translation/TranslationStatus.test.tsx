import type { SectionTranslation, TranslationStatus as Status } from '@aula/api-client';
import type { Locale } from '@aula/routing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationStatus } from './TranslationStatus';

const entry = (section: number, emptyIn: Locale[]): SectionTranslation => ({
  section,
  counterpart: section + 100,
  slug: null,
  missingIn: null,
  gaps: emptyIn.map((language, block) => ({
    block,
    model: 'TextModule',
    field: 'content',
    emptyIn: language,
  })),
});

afterEach(cleanup);

/** The toolbar's status for `sections`; answers the text of its summary line. */
function renderStatus(locale: Locale, sections: SectionTranslation[]) {
  const status: Status = { locale: 'de', other: 'en', sections };
  const { container } = render(
    <TranslationStatus
      locale={locale}
      state={{ kind: 'ready', status }}
      sectionNumber={(item) => item.section ?? 0}
      onGo={() => undefined}
    />,
  );
  return container.querySelector('summary')?.textContent;
}

describe('TranslationStatus in the toolbar (DESIGN.md 8): one field in the singular', () => {
  it('says "1 Feld leer auf Englisch", and the plural for more', () => {
    expect(renderStatus('de', [entry(1, ['en']), entry(2, ['de', 'de'])])).toBe(
      'Übersetzung: 1 Feld leer auf Englisch · 2 Felder leer auf Deutsch',
    );
    expect(
      screen.getByRole('button', { name: 'Abschnitt 1: 1 Feld leer auf Englisch' }),
    ).toBeInTheDocument();
  });

  it('says "1 field empty in English" in English, each language counted on its own', () => {
    expect(renderStatus('en', [entry(3, ['en', 'de'])])).toBe(
      'Translation: 1 field empty in English · 1 field empty in German',
    );
    expect(
      screen.getByRole('button', {
        name: 'Section 3: 1 field empty in English · Section 3: 1 field empty in German',
      }),
    ).toBeInTheDocument();
  });
});
