import type { APIRequestContext, APIResponse } from '@playwright/test';

/** A block as the page API gives it to an editor: what a save of it sends back. */
export interface TextBlock {
  id: number;
  version: number;
  model: string;
  parent: number | null;
  content?: string;
}

/** DESIGN.md 3: the CSRF cookie an editor's write sends back as its header. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const token = (await request.storageState()).cookies.find(
    (cookie) => cookie.name === 'csrftoken',
  )?.value;
  if (!token) throw new Error('no csrftoken cookie');
  return token;
}

/** The first text block of a content-managed page, read from the page API (as an editor sees it). */
export async function textBlock(
  request: APIRequestContext,
  locale: string,
  slug: string,
): Promise<TextBlock> {
  const page = (await (await request.get(`/${locale}/pageeditor-api/page/${slug}`)).json()) as {
    modules: { columns: { children: TextBlock[] }[] }[];
  };
  const found = page.modules
    .flatMap((module) => module.columns.flatMap((column) => column.children))
    .find((module) => module.model === 'TextModule');
  if (!found) throw new Error(`no text block on ${slug}`);
  return found;
}

/** Saves the text block's `content` as the editor does, with the block's version. */
export async function saveText(
  request: APIRequestContext,
  locale: string,
  block: TextBlock,
  content: string,
): Promise<APIResponse> {
  return request.post(`/${locale}/pageeditor-api/module/${block.id}/`, {
    data: {
      model: 'TextModule',
      content,
      anchor: '',
      show_more: false,
      add_additional_space: false,
      parent: block.parent,
      version: block.version,
    },
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
}
