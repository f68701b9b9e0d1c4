import { expect, test } from '@playwright/test';
import { editorLogIn } from './admin-login';

/**
 * spec 5: headline levels 2 to 6 (base set) in a wide column, 2 to 4 (secondary set)
 * in a narrow one (a third or a quarter of the grid): the form offers only those, and a save
 * that breaks the rule is refused with the translated message at the field.
 */
test('a headline in a narrow column offers levels 2 to 4 only, and a deeper level is refused', async ({
  page,
}) => {
  await editorLogIn(page, 'de', '/de/bloecke?edit');
  const section = page
    .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
    .first();
  const version = await section.getAttribute('data-aula-version');
  await section.getByRole('button', { name: 'Abschnitt bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abschnitt bearbeiten' });
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();

  // The full-width section: the base set.
  const levels = dialog.getByRole('combobox', { name: /^Überschriftenebene/ });
  await expect(levels.first().locator('option')).toHaveText([
    'Ebene 2',
    'Ebene 3',
    'Ebene 4',
    'Ebene 5',
    'Ebene 6',
  ]);

  // Three columns of a third each: the secondary set.
  await dialog.getByRole('radio', { name: 'Drei Spalten (33 % / 33 % / 33 %)' }).check();
  await expect(levels.first().locator('option')).toHaveText(['Ebene 2', 'Ebene 3', 'Ebene 4']);

  // The catalogue's "Ebene 5" and "Ebene 6" headlines now break the rule: the save is refused at their fields.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    dialog.getByText('In dieser schmalen Spalte sind nur die Ebenen 2 bis 4 erlaubt.').first(),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  // Nothing was saved; the page shows the draft with the refused blocks marked (DESIGN.md 8).
  await expect(section).toHaveAttribute('data-aula-version', version ?? '');
  await expect(section.locator('[data-aula-preview-fault]').first()).toContainText(
    'In dieser schmalen Spalte sind nur die Ebenen 2 bis 4 erlaubt.',
  );
});
