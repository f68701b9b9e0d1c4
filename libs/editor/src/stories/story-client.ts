import { createClient, type ContainerModule } from '@aula/api-client';

/** A demo section: a headline and a text in one column. */
export const storySection = (version = 2, headline = 'Über uns'): ContainerModule =>
  ({
    id: 5, slug: 'demo', parent: null, content_type: null, object_id: null, version, model: 'ContainerModule', layout: 0,
    columns: [
      {
        classes: 'col-12',
        children: [
          { id: 10, slug: null, parent: 5, content_type: null, object_id: null, version: 1, model: 'HeadlineModule', headline_level: 2, preline: '', content: headline, subline: '', anchor: '', extra_class: 'links' },
        ],
      },
    ],
  }) as unknown as ContainerModule;

/**
 * A content API for stories: answers the section's GET, then each save with the next of
 * `saves` (status and body), and the login with the demo editor.
 */
export function storyClient(saves: [number, unknown][] = []) {
  const queue = [...saves];
  return createClient({
    fetch: async (input, init) => {
      const url = String(input);
      if (url.includes('/login/')) {
        const body = JSON.parse(String(init?.body ?? '{}')) as { password?: string };
        return body.password === 'aula-demo-2026'
          ? Response.json({ logged: true, id: 1, email: 'redaktion@aula.example', username: 'redaktion', admin_menus: [] })
          : Response.json({ detail: 'Unable to log in with provided credentials.' }, { status: 400 });
      }
      if (init?.method !== 'POST') return url.includes('/user') ? Response.json({ detail: 'no' }, { status: 401 }) : Response.json(storySection());
      const [status, body] = queue.shift() ?? [200, storySection(3)];
      return Response.json(body, { status });
    },
  });
}
