import { expect, test } from '@playwright/test';

/** Detail templates: the facts block of each kind of detail page, in both languages. */
const pages = [
  {
    path: '/de/veranstaltungen/semesterkonzert-25/25',
    label: 'Auf einen Blick',
    terms: ['Datum', 'Ort', 'Kategorie', 'Fachbereich'],
    faculty: 'Fachbereich Musik',
  },
  {
    path: '/en/events/semester-concert-25/25',
    label: 'At a glance',
    terms: ['Date', 'Location', 'Category', 'Faculty'],
    faculty: 'Faculty of Music',
  },
  {
    path: '/de/neuigkeiten/abschlussausstellung-1/1',
    label: 'Auf einen Blick',
    terms: ['Datum', 'Kategorie', 'Fachbereich'],
    faculty: null,
  },
  {
    path: '/en/news/final-exhibition-1/1',
    label: 'At a glance',
    terms: ['Date', 'Category', 'Faculty'],
    faculty: null,
  },
  {
    path: '/de/bewerbung/bewerbung-instrumentalmusik/1',
    label: 'Auf einen Blick',
    terms: ['Fachbereich', 'Bewerbungsschluss'],
    faculty: 'Fachbereich Musik',
  },
] as const;

for (const { path, label, terms, faculty } of pages) {
  test(`${path} shows its facts block`, async ({ page }) => {
    await page.goto(path);
    const facts = page.getByRole('complementary', { name: label });
    await expect(facts).toBeVisible();
    await expect(facts.getByRole('term')).toHaveText([...terms]);
    if (faculty)
      await expect(facts.getByRole('link', { name: faculty })).toHaveAttribute(
        'href',
        /\/(studium|study)\//,
      );
  });
}

test('a press release shows its date in the facts block', async ({ page }) => {
  await page.goto('/de/pressemitteilungen');
  await page.getByTestId('press-release-results').getByRole('link').first().click();
  const facts = page.getByRole('complementary', { name: 'Auf einen Blick' });
  await expect(facts.getByRole('term').first()).toHaveText('Datum');
  await expect(facts.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});
