import { csrfCookieName, csrfHeaderName, sessionCookieName } from '@aula/api-client';

/** An editor session against a running content API (the browser's cookies and CSRF header). */
export async function editorSession(url: string) {
  const first = await fetch(`${url}/de/pageeditor-api/user`);
  const token =
    new RegExp(`${csrfCookieName}=([^;]+)`).exec(first.headers.getSetCookie().join('\n'))?.[1] ??
    '';
  const login = await fetch(`${url}/de/pageeditor-api/login/`, {
    method: 'POST',
    headers: {
      cookie: `${csrfCookieName}=${token}`,
      [csrfHeaderName]: token,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ username: 'redaktion', password: 'aula-demo-2026' }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const session = cookies.find((cookie) => cookie.startsWith(`${sessionCookieName}=`)) ?? '';
  const csrf =
    cookies
      .find((cookie) => cookie.startsWith(`${csrfCookieName}=`))
      ?.slice(`${csrfCookieName}=`.length) ?? token;
  return {
    cookie: `${session}; ${csrfCookieName}=${csrf}`,
    [csrfHeaderName]: csrf,
    'content-type': 'application/json',
  };
}

/** The id of the first section (container) of a page, as the editor reads the page. */
export async function firstContainer(
  url: string,
  headers: Record<string, string>,
  slug: string,
): Promise<number> {
  const page = (await (
    await fetch(`${url}/de/pageeditor-api/page/${slug}`, { headers })
  ).json()) as { modules: { id: number; model: string }[] };
  const container = page.modules.find((module) => module.model === 'ContainerModule');
  if (!container) throw new Error(`no section on ${slug}`);
  return container.id;
}

/**
 * Saves new text blocks into section `parent` from `workers` parallel editors until the API
 * stops answering; answers the texts whose save was answered 201 (with their ids).
 */
export async function saveUntilDown(
  url: string,
  headers: Record<string, string>,
  parent: number,
  workers = 3,
): Promise<Map<string, number>> {
  const answered = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    for (;;) {
      const text = `Fehlertest ${next++}`;
      try {
        const response = await fetch(`${url}/de/pageeditor-api/module/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model: 'TextModule',
            content: `<p>${text}</p>`,
            parent,
            column: 0,
          }),
        });
        const body = (await response.json()) as { id: number };
        if (response.status === 201) answered.set(text, body.id);
        else throw new Error(`save answered ${response.status}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('save answered')) throw error;
        return; // The API is gone.
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return answered;
}
