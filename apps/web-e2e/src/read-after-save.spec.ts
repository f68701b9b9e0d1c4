import {
  expect,
  type APIRequestContext,
  request as playwrightRequest,
  test,
} from '@playwright/test';

/** DESIGN.md 5: a save is visible to the very next anonymous visitor, every time. */

interface Block {
  id: number;
  version: number;
  model: string;
  parent: number | null;
  content?: string;
}

const editor = { username: 'redaktion', password: 'aula-demo-2026' };

async function csrfToken(request: APIRequestContext): Promise<string> {
  const token = (await request.storageState()).cookies.find(
    (cookie) => cookie.name === 'csrftoken',
  )?.value;
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

async function textBlock(request: APIRequestContext, locale: string, slug: string): Promise<Block> {
  const page = (await (await request.get(`/${locale}/pageeditor-api/page/${slug}`)).json()) as {
    modules: { columns: { children: Block[] }[] }[];
  };
  const found = page.modules
    .flatMap((module) => module.columns.flatMap((column) => column.children))
    .find((module) => module.model === 'TextModule');
  if (!found) throw new Error(`no text block on ${slug}`);
  return found;
}

test('50 saves in a row, each visible to the next anonymous visitor at once', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  // Each project edits its own page language, so the two never conflict.
  const [locale, path] =
    testInfo.project.name === 'phone'
      ? ['en', '/en/university/mission']
      : ['de', '/de/hochschule/leitbild'];
  await request.get(`/${locale}/pageeditor-api/user`);
  expect(
    (
      await request.post(`/${locale}/pageeditor-api/login/`, {
        data: editor,
        headers: { 'X-CSRFToken': await csrfToken(request) },
      })
    ).ok(),
  ).toBe(true);
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const other = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  let block = await textBlock(request, locale, 'leitbild');
  const original = block.content ?? '<p></p>';
  // The page is in the visitor cache before the first save.
  expect((await visitor.get(path)).status()).toBe(200);
  const stale: number[] = [];
  try {
    for (let save = 1; save <= 50; save += 1) {
      const text = `Gespeichert ${testInfo.project.name} ${save} ${Date.now()}`;
      const saving = request.post(`/${locale}/pageeditor-api/module/${block.id}/`, {
        data: {
          model: 'TextModule',
          content: `<p>${text}</p>`,
          anchor: '',
          show_more: false,
          add_additional_space: false,
          parent: block.parent,
          version: block.version,
        },
        headers: { 'X-CSRFToken': await csrfToken(request) },
      });
      // Another visitor loads the page while the save is under way: a render that may read the
      // content before the save and store it after the save's revalidation.
      const [answer] = await Promise.all([saving, other.get(path)]);
      expect(answer.status(), `save ${save}`).toBe(200);
      block = (await answer.json()) as Block;
      const page = await visitor.get(path);
      expect(page.status()).toBe(200);
      if (!(await page.text()).includes(text)) stale.push(save);
    }
  } finally {
    await request.post(`/${locale}/pageeditor-api/module/${block.id}/`, {
      data: {
        model: 'TextModule',
        content: original,
        anchor: '',
        show_more: false,
        add_additional_space: false,
        parent: block.parent,
        version: block.version,
      },
      headers: { 'X-CSRFToken': await csrfToken(request) },
    });
    await visitor.dispose();
    await other.dispose();
  }
  expect(stale, 'saves the next visitor did not see').toEqual([]);
});
