import { createRequire } from 'node:module';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { editorLogIn } from './admin-login';
import { sensorListening } from './dnd-keyboard';

const require = createRequire(import.meta.url);

/**
 * DESIGN.md 8 (reordering, undo that survives saves): an editor reorders blocks and sections with
 * the keyboard only and with the pointer, hears every move announced (German and English),
 * uses the Move menu, undoes a removal after saving and reloading, then redoes it, and undoes
 * after another editor's save (a save racing the undo is refused with 409).
 *
 * Each project works on a page no other editing spec edits (desktop: Weiterbildung, phone: Tag der
 * Künste, whose texts only the visitor cache test changes), in both languages one after the other:
 * the page's version is shared by its languages.
 */
test.describe.configure({ mode: 'serial' });
// Each test logs in and saves several times with CKEditor forms open: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const paths = {
  desktop: { de: '/de/weiterbildung', en: '/en/continuing-education' },
  phone: { de: '/de/tag-der-kuenste', en: '/en/festival-of-the-arts' },
} as const;

const texts = {
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    login: 'Anmelden',
    toolbar: 'Editor',
    edit: 'Abschnitt bearbeiten',
    save: 'Speichern',
    saved: 'Gespeichert.',
    textHandle: 'Text ziehen (Position 2 von 2, Spalte 1)',
    picked: 'Block Text aufgenommen, Position 2 von 2, Spalte 1.',
    moved: 'Block Text verschoben auf Position 1 von 2, Spalte 1.',
    dropped: 'Block Text abgelegt auf Position 1 von 2, Spalte 1.',
    textFirst: 'Text (1 von 2)',
    headlineMove: 'Überschrift (2 von 2) verschieben',
    toColumn2: 'In Spalte 2',
    up: 'Nach oben',
    layout5050: 'Zwei Spalten (50 % / 50 %)',
    layout100: 'Eine Spalte (100 %)',
    headlineInColumn2: 'Block Überschrift verschoben auf Position 1 von 1, Spalte 2.',
    column2: 'Spalte 2',
    headlineHeading: 'Überschrift (1 von 1)',
    remove: 'Entfernen',
    textMenu: 'Text (1 von 1) verschieben',
    arrange: 'Abschnitte ordnen',
    panel: 'Abschnitte dieser Seite',
    add: 'Abschnitt hinzufügen',
    added: 'Neuer Abschnitt am Ende der Seite angelegt.',
    orderSaved: 'Reihenfolge gespeichert.',
    emptyHandle: 'Leerer Abschnitt ziehen',
    sectionPicked: 'Abschnitt Leerer Abschnitt aufgenommen, Position 2 von 2.',
    sectionMoved: 'Abschnitt Leerer Abschnitt verschoben auf Position 1 von 2.',
    sectionDropped: 'Abschnitt Leerer Abschnitt abgelegt auf Position 1 von 2.',
    deleteEmpty: 'Leerer Abschnitt löschen',
    deleted: /gelöscht/,
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    undone: 'Rückgängig gemacht: die letzte Änderung an einem Abschnitt.',
    redone: 'Wiederholt: die Änderung an einem Abschnitt.',
    undoneDelete: 'Rückgängig gemacht: Der gelöschte Abschnitt ist wieder da.',
    close: 'Schließen',
    headlineField: /^Überschrift/,
    undoConflict:
      'Nicht rückgängig gemacht: Jemand anderes hat inzwischen gespeichert. Die Seite zeigt jetzt den aktuellen Stand.',
  },
  en: {
    email: 'E-mail address',
    password: 'Password',
    login: 'Log in',
    toolbar: 'Editor',
    edit: 'Edit section',
    save: 'Save',
    saved: 'Saved.',
    textHandle: 'Drag Text (position 2 of 2, column 1)',
    picked: 'Picked up block Text, position 2 of 2, column 1.',
    moved: 'Block Text moved to position 1 of 2, column 1.',
    dropped: 'Block Text dropped at position 1 of 2, column 1.',
    textFirst: 'Text (1 of 2)',
    headlineMove: 'Move Headline (2 of 2)',
    toColumn2: 'To column 2',
    up: 'Up',
    layout5050: 'Two columns (50% / 50%)',
    layout100: 'One column (100%)',
    headlineInColumn2: 'Block Headline moved to position 1 of 1, column 2.',
    column2: 'Column 2',
    headlineHeading: 'Headline (1 of 1)',
    remove: 'Remove',
    textMenu: 'Move Text (1 of 1)',
    arrange: 'Arrange sections',
    panel: 'Sections of this page',
    add: 'Add a section',
    added: 'New section added at the end of the page.',
    orderSaved: 'Order saved.',
    emptyHandle: 'Drag Empty section',
    sectionPicked: 'Picked up section Empty section, position 2 of 2.',
    sectionMoved: 'Section Empty section moved to position 1 of 2.',
    sectionDropped: 'Section Empty section dropped at position 1 of 2.',
    deleteEmpty: 'Delete Empty section',
    deleted: /deleted/,
    undo: 'Undo',
    redo: 'Redo',
    undone: 'Undone: the last change to a section.',
    redone: 'Redone: the change to a section.',
    undoneDelete: 'Undone: the deleted section is back.',
    close: 'Close',
    headlineField: /^Headline/,
    undoConflict:
      'Not undone: someone else saved in the meantime. The page now shows the current state.',
  },
} as const;
type Lang = keyof typeof texts;

const sections = (page: Page) =>
  page.locator('main [data-aula-model="ContainerModule"][data-aula-module-id]');
/** The models of the first section's blocks in page order, as the page renders them. */
const blockOrder = (page: Page) =>
  sections(page)
    .first()
    .locator('[data-aula-model="TextModule"], [data-aula-model="HeadlineModule"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset['aulaModel']));
const live = (scope: Locator) => scope.locator('[id^="DndLiveRegion"]');

/** Opens the first section's dialog with the keyboard (focus its button, Enter). */
async function openFirstSection(page: Page, lang: Lang): Promise<Locator> {
  const button = sections(page).first().getByRole('button', { name: texts[lang].edit });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts[lang].edit });
  await expect(dialog.getByRole('button', { name: texts[lang].save })).toBeVisible();
  return dialog;
}

/** axe-core on the open dialog: serious and critical issues only (the page behind is inert). */
async function seriousAxeIssues(page: Page): Promise<{ id: string; targets: unknown[] }[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element): Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[];
          }>;
        };
      }
    ).axe;
    const dialog = document.querySelector('[data-aula-dialog]');
    if (!dialog) return [{ id: 'no open dialog', targets: [] }];
    const { violations } = await axe.run(dialog);
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target),
      }));
  });
}

/**
 * Drags `handle` onto `target` with the mouse in small steps (dnd-kit's pointer sensor). It lets
 * go only once the live region announces the move (`over`): on a busy machine the sensor may
 * measure the target a frame late, and a one-pixel nudge makes it measure again, as a person's
 * hand would.
 */
async function pointerDrag(
  page: Page,
  drag: { handle: Locator; target: Locator; live: Locator; over: RegExp },
): Promise<void> {
  const from = await drag.handle.boundingBox();
  if (!from) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await expect(drag.live).toHaveText(/^(Picked up|.* aufgenommen,)/);
  const to = await drag.target.boundingBox();
  if (!to) throw new Error('nowhere to drop');
  const x = to.x + to.width / 2;
  let y = to.y + to.height / 4;
  await page.mouse.move(x, y, { steps: 15 });
  await expect(async () => {
    y += 1;
    await page.mouse.move(x, y);
    await expect(drag.live).toHaveText(drag.over, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.mouse.up();
}

/**
 * The keyboard half: the text block moved above the headline with the keyboard only (each step
 * announced), two columns, the Move menu puts the headline into column 2, saved with the keyboard.
 */
async function keyboardHalf(page: Page, lang: Lang): Promise<void> {
  const t = texts[lang];
  const dialog = await openFirstSection(page, lang);

  // Keyboard drag: Space picks up, ArrowUp moves, Space drops; each step announced.
  await dialog.getByRole('button', { name: t.textHandle }).focus();
  await page.keyboard.press('Space');
  await expect(live(dialog)).toHaveText(t.picked);
  await sensorListening(page);
  await page.keyboard.press('ArrowUp');
  await expect(live(dialog)).toHaveText(t.moved);
  await page.keyboard.press('Space');
  await expect(live(dialog)).toHaveText(t.dropped);
  await expect(dialog.getByRole('heading', { name: t.textFirst })).toBeVisible();

  // Two columns, then the Move menu (keyboard) puts the headline into column 2, announced.
  await dialog.getByRole('radio', { name: t.layout5050 }).check();
  const menuButton = dialog.getByRole('button', { name: t.headlineMove });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: t.up })).toBeFocused();
  expect(await seriousAxeIssues(page)).toEqual([]);
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: t.toColumn2 })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: t.headlineInColumn2 })).toHaveCount(1);
  await expect(
    dialog
      .getByRole('region', { name: t.column2 })
      .getByRole('heading', { name: t.headlineHeading }),
  ).toBeVisible();

  // Save with the keyboard; the page shows the text before the headline, in two columns.
  await dialog.getByRole('button', { name: t.save }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => blockOrder(page)).toEqual(['TextModule', 'HeadlineModule']);
}

for (const lang of ['de', 'en'] as const) {
  test.describe(`structure (${lang})`, () => {
    const pathOf = (project: string) =>
      paths[project.endsWith('phone') ? 'phone' : 'desktop'][lang];

    test('blocks: reordered with the keyboard only, announced; the Move menu and a layout change; pointer drag back', async ({
      page,
    }, testInfo) => {
      const path = pathOf(testInfo.project.name);
      const t = texts[lang];
      await editorLogIn(page, lang, `${path}?edit`);
      // An earlier attempt of this test (a retry) saved its keyboard half and failed after it:
      // that half was checked then; the pointer half below brings the page back.
      const keyboardHalfSaved = (await blockOrder(page)).join() === 'TextModule,HeadlineModule';
      if (!keyboardHalfSaved) await keyboardHalf(page, lang);

      // Pointer: drag the headline back into column 1 above the text, then one column again.
      // The docked panel shows a part of the form at a time (its columns stack on a phone): a
      // taller window keeps both ends of the drag in view.
      const size = page.viewportSize();
      if (size) await page.setViewportSize({ width: size.width, height: 2000 });
      const again = await openFirstSection(page, lang);
      await again.locator('[data-aula-column="0"]').scrollIntoViewIfNeeded();
      const headlineHandle = again.locator('[data-aula-column="1"] [data-aula-drag-handle]');
      const textCard = again.locator('[data-aula-column="0"] [data-aula-block]').first();
      await pointerDrag(page, {
        handle: headlineHandle,
        target: textCard,
        live: live(again),
        over: /(verschoben auf|moved to) .*(Spalte|column) 1\.$/,
      });
      await expect(again.locator('[data-aula-column="0"] [data-aula-block]')).toHaveCount(2);
      await expect(live(again)).toHaveText(/(abgelegt auf|dropped at) .*(Spalte|column) 1\.$/);
      await again.getByRole('radio', { name: t.layout100 }).check();
      await again.getByRole('button', { name: t.save }).click();
      await expect(again).toBeHidden();
      await expect.poll(() => blockOrder(page)).toEqual(['HeadlineModule', 'TextModule']);
    });

    test('sections: added, reordered with the keyboard and the pointer, deleted and brought back by undo', async ({
      page,
    }, testInfo) => {
      const path = pathOf(testInfo.project.name);
      const t = texts[lang];
      await editorLogIn(page, lang, `${path}?edit`);
      const original = await sections(page).first().getAttribute('data-aula-module-id');
      await page.getByRole('button', { name: t.arrange }).click();
      const panel = page.getByRole('dialog', { name: t.panel });
      const rows = panel.locator('[data-aula-structure-section]');
      // An empty section left by an earlier attempt of this test (a retry) goes first.
      await expect(rows.first()).toBeVisible();
      while ((await panel.getByRole('button', { name: t.deleteEmpty }).count()) > 0) {
        const count = await rows.count();
        await panel.getByRole('button', { name: t.deleteEmpty }).first().click();
        await expect(rows).toHaveCount(count - 1);
      }
      await panel.getByRole('button', { name: t.add }).click();
      await expect(panel.getByRole('alertdialog').filter({ hasText: t.added })).toHaveCount(1);
      await expect(rows).toHaveCount(2);
      // The panel with a Move menu open: no serious accessibility issue.
      await panel.locator('[data-aula-move]').first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousAxeIssues(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(panel).toBeVisible();

      // Keyboard: the new empty section to the top, announced, saved at once.
      await panel.getByRole('button', { name: t.emptyHandle }).focus();
      await page.keyboard.press('Space');
      await expect(live(panel)).toHaveText(t.sectionPicked);
      await sensorListening(page);
      await page.keyboard.press('ArrowUp');
      await expect(live(panel)).toHaveText(t.sectionMoved);
      await page.keyboard.press('Space');
      await expect(live(panel)).toHaveText(t.sectionDropped);
      await expect(panel.getByRole('alertdialog').filter({ hasText: t.orderSaved })).toHaveCount(1);
      await expect(rows.first()).not.toHaveAttribute('data-aula-structure-section', original ?? '');
      await expect(sections(page).first()).not.toHaveAttribute(
        'data-aula-module-id',
        original ?? '',
      );

      // Pointer: the original section back to the top.
      await pointerDrag(page, {
        handle: rows.nth(1).locator('[data-aula-drag-handle]'),
        target: rows.first(),
        live: live(panel),
        over: /(verschoben auf|moved to) (Position|position) 1 (von|of) 2\.$/,
      });
      await expect(rows.first()).toHaveAttribute('data-aula-structure-section', original ?? '');
      await expect(sections(page).first()).toHaveAttribute('data-aula-module-id', original ?? '');

      // Delete the empty section; undo (in the panel) brings it back.
      await panel.getByRole('button', { name: t.deleteEmpty }).click();
      await expect(rows).toHaveCount(1);
      await panel.getByRole('button', { name: t.undo }).click();
      await expect(panel.getByRole('alertdialog').filter({ hasText: t.undoneDelete })).toHaveCount(
        1,
      );
      await expect(rows).toHaveCount(2);
      // Leave the page as it was: the empty section deleted again.
      await panel.getByRole('button', { name: t.deleteEmpty }).click();
      await expect(rows).toHaveCount(1);
      await panel.getByRole('button', { name: t.close, exact: true }).click();
      await expect(sections(page)).toHaveCount(1);
    });

    test('sections: one added above another where the editor looks, by keyboard, opens in the panel', async ({
      page,
    }, testInfo) => {
      const path = pathOf(testInfo.project.name);
      const t = texts[lang];
      await editorLogIn(page, lang, `${path}?edit`);
      await expect(sections(page)).toHaveCount(1);
      const original = await sections(page).first().getAttribute('data-aula-module-id');
      // DESIGN.md 8: the place above the first section, first in its reading order.
      const place = page.getByRole('button', {
        name:
          lang === 'de'
            ? 'Abschnitt hier einfügen, vor Abschnitt 1'
            : 'Add a section here, before section 1',
      });
      await place.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.edit });
      await expect(dialog.getByRole('button', { name: t.save })).toBeVisible();
      await expect(sections(page)).toHaveCount(2);
      await expect(sections(page).nth(1)).toHaveAttribute('data-aula-module-id', original ?? '');
      await expect(sections(page).first()).toHaveAttribute('data-aula-editing', '');
      await dialog.getByRole('button', { name: t.close, exact: true }).click();
      await expect(dialog).toBeHidden();

      // Leave the page as it was: the empty section deleted again.
      await page.getByRole('button', { name: t.arrange }).click();
      const panel = page.getByRole('dialog', { name: t.panel });
      await panel.getByRole('button', { name: t.deleteEmpty }).click();
      await expect(panel.locator('[data-aula-structure-section]')).toHaveCount(1);
      await panel.getByRole('button', { name: t.close, exact: true }).click();
      await expect(sections(page)).toHaveCount(1);
    });

    test('undo of a removal after saving and reloading, then redo (Ctrl+Z outside text fields)', async ({
      page,
    }, testInfo) => {
      const path = pathOf(testInfo.project.name);
      const t = texts[lang];
      await editorLogIn(page, lang, `${path}?edit`);
      const section = sections(page).first();
      await expect(section.locator('[data-aula-model="TextModule"]')).toHaveCount(1);
      const dialog = await openFirstSection(page, lang);
      await dialog
        .locator('[data-aula-block]')
        .filter({ has: page.getByRole('heading', { name: /^Text/ }) })
        .getByRole('button', { name: t.remove })
        .click();
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(section.locator('[data-aula-model="TextModule"]')).toHaveCount(0);

      // A reload: the browser knows nothing; the server's backup stack does.
      await page.reload();
      await expect(page.getByRole('toolbar', { name: t.toolbar })).toBeVisible();
      await expect(page.getByRole('button', { name: t.undo })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      // Focus on the page itself, not in a text field: the shortcut is the page's undo.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ControlOrMeta+z');
      await expect(page.getByRole('alertdialog').filter({ hasText: t.undone })).toHaveCount(1);
      await expect(sections(page).first().locator('[data-aula-model="TextModule"]')).toHaveCount(1);

      // Redo removes it again (nothing newer was saved); undo brings it back for good.
      await page.getByRole('button', { name: t.redo }).click();
      await expect(page.getByRole('alertdialog').filter({ hasText: t.redone })).toHaveCount(1);
      await expect(sections(page).first().locator('[data-aula-model="TextModule"]')).toHaveCount(0);
      await page.getByRole('button', { name: t.undo }).click();
      await expect(sections(page).first().locator('[data-aula-model="TextModule"]')).toHaveCount(1);
    });

    test("undo after another editor's save: a save between the undo's check and its write is refused (409), the next undo takes the newest save back", async ({
      page,
      browser,
    }, testInfo) => {
      const path = pathOf(testInfo.project.name);
      const t = texts[lang];
      const stamp = Date.now().toString(36);
      const headline = (scope: Page) =>
        sections(scope).first().locator('[data-aula-model="HeadlineModule"]').first();
      await editorLogIn(page, lang, `${path}?edit`);
      const original = (
        (await headline(page).locator('h1, h2, h3, h4').first().textContent()) ?? ''
      ).trim();
      // Another editor (own browser context) saves the section twice; the second save is typed
      // now and saved exactly between this editor's undo check and its write.
      const context = await browser.newContext({
        viewport: page.viewportSize() ?? { width: 1280, height: 800 },
      });
      const other = await context.newPage();
      const typeHeadline = async (scope: Page, value: string) => {
        const dialog = await openFirstSection(scope, lang);
        await dialog.getByRole('textbox', { name: t.headlineField }).first().fill(value);
        return dialog;
      };
      try {
        await editorLogIn(other, lang, `${path}?edit`);
        const first = await typeHeadline(other, `B ${stamp}`);
        await first.getByRole('button', { name: t.save }).click();
        await expect(first).toBeHidden();
        const second = await typeHeadline(other, `C ${stamp}`);
        let saveBetween = true;
        await page.route('**/pageeditor-api/undo/', async (route) => {
          if (route.request().method() === 'POST' && saveBetween) {
            saveBetween = false;
            await second.getByRole('button', { name: t.save }).click();
            await expect(second).toBeHidden();
          }
          await route.continue();
        });
        await page.reload();
        await expect(headline(page)).toContainText(`B ${stamp}`);
        await page.getByRole('button', { name: t.undo }).click();
        await expect(page.getByRole('alertdialog').filter({ hasText: t.undoConflict })).toHaveCount(
          1,
        );
        await expect(headline(page)).toContainText(`C ${stamp}`);
        // Asked again, the undo takes back the newest save (the other editor's second one).
        await page.getByRole('button', { name: t.undo }).click();
        await expect(page.getByRole('alertdialog').filter({ hasText: t.undone })).toHaveCount(1);
        await expect(headline(page)).toContainText(`B ${stamp}`);
      } finally {
        await context.close();
      }
      // Leave the page as it was: the original headline saved again.
      const dialog = await typeHeadline(page, original);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(headline(page)).toContainText(original);
    });
  });
}
