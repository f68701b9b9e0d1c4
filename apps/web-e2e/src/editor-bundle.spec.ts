import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/** Strings only the editor's code carries (kept by minification: literals and attribute names). */
const markers = {
  editor: 'aula-editor-section-draft',
  ckeditor: 'CKEditorError',
  'react-hook-form': 'validatingFields',
  'dnd-kit': 'DndDescribedBy',
} as const;

/** One route of every kind of visitor screen, and edit mode without login. */
const visitorRoutes = [
  '/de',
  '/en/news',
  '/de/neuigkeiten/abschlussausstellung-1/1',
  '/de/veranstaltungen',
  '/en/person',
  '/de/hochschule',
  '/en/university?edit',
  '/de/studium',
  '/de/search?q=musik',
];

/** Every script the page downloads while `action` runs: URL and body. */
async function scriptsDuring(
  page: Page,
  action: () => Promise<void>,
): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (body) => void scripts.set(response.url(), body),
        () => undefined,
      ),
    );
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

const found = (scripts: Map<string, string>, marker: string) =>
  [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
const kib = (bodies: string[]) =>
  (bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024).toFixed(1);

/** DESIGN.md 8 (loading): visitors never download editor code, CKEditor, react-hook-form or dnd-kit. */
test('visitor routes of the production build load no editor code; editors load it as chunks of their own', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const visitorScripts = new Set<string>();
  for (const route of visitorRoutes) {
    const scripts = await scriptsDuring(page, async () => void (await page.goto(route)));
    for (const url of scripts.keys()) visitorScripts.add(url);
    expect(scripts.size, route).toBeGreaterThan(0);
    for (const [name, marker] of Object.entries(markers))
      expect(found(scripts, marker), `${name} on ${route}`).toEqual([]);
  }

  // The markers are real: an editor's page loads the editor shell, a rich-text field CKEditor.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto('/admin/login?lang=de&next=%2Fde%2Fhochschule%3Fedit');
  await editor.getByLabel('E-Mail-Adresse').fill('redaktion@aula.example');
  await editor.getByLabel('Passwort').fill('aula-demo-2026');
  const shell = await scriptsDuring(editor, async () => {
    await editor.getByRole('button', { name: 'Anmelden' }).click();
    await expect(editor.getByRole('toolbar', { name: 'Editor' })).toBeVisible();
  });
  const shellScripts = found(shell, markers.editor);
  expect(shellScripts.length).toBeGreaterThan(0);
  // DESIGN.md 8: edit mode fetches CKEditor as soon as it is on, before any section is opened
  // (the listener of `scriptsDuring` goes on collecting).
  await expect.poll(() => found(shell, markers.ckeditor).length).toBeGreaterThan(0);
  const rich = await scriptsDuring(editor, async () => {
    await editor
      .locator('main [data-aula-model="ContainerModule"][data-aula-module-id]')
      .first()
      .getByRole('button', { name: 'Abschnitt bearbeiten' })
      .click();
    await expect(editor.locator('.ck-editor__editable').first()).toBeVisible();
  });
  const ckeditorScripts = found(new Map([...shell, ...rich]), markers.ckeditor);
  if (testInfo.project.name === 'desktop') {
    const editorOnly = [...shell.keys()].filter((url) => !visitorScripts.has(url));
    console.log(
      `[editor] editor shell: ${kib(shellScripts.map((url) => shell.get(url) ?? ''))} KiB gzip in ${shellScripts.length} chunk(s); all scripts an editor's page loads beyond a visitor's: ${kib(editorOnly.map((url) => shell.get(url) ?? ''))} KiB gzip in ${editorOnly.length}`,
    );
    const ckeditorBodies = ckeditorScripts.map((url) => shell.get(url) ?? rich.get(url) ?? '');
    console.log(
      `[editor] CKEditor: ${kib(ckeditorBodies)} KiB gzip in ${ckeditorScripts.length} chunk(s)`,
    );
  }
  await context.close();
});
