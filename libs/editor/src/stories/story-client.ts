import {
  createClient,
  type ContainerModule,
  type PresentEditor,
  type SectionTranslation,
} from '@aula/api-client';

/** A demo section: a headline and a text in one column. */
export const storySection = (version = 2, headline = 'Über uns'): ContainerModule =>
  ({
    id: 5,
    slug: 'demo',
    parent: null,
    content_type: null,
    object_id: null,
    version,
    model: 'ContainerModule',
    layout: 0,
    columns: [
      {
        classes: 'col-12',
        children: [
          {
            id: 10,
            slug: null,
            parent: 5,
            content_type: null,
            object_id: null,
            version: 1,
            model: 'HeadlineModule',
            headline_level: 2,
            preline: '',
            content: headline,
            subline: '',
            anchor: '',
            extra_class: 'links',
          },
        ],
      },
    ],
  }) as unknown as ContainerModule;

/** A Text block of the stories' sections (id 11, in section 5). */
export const storyTextBlock = (html: string) => ({
  id: 11,
  slug: null,
  parent: 5,
  content_type: null,
  object_id: null,
  version: 1,
  model: 'TextModule',
  content: html,
  anchor: '',
  extra_class: '',
  show_more: false,
  add_additional_space: false,
});

/** The demo section with a rich text below its headline. */
export function storySectionWithText(html = '<p>Wir sind eine Hochschule der Künste.</p>') {
  const section = storySection();
  const [headline] = section.columns[0]?.children ?? [];
  const text = storyTextBlock(html);
  return {
    ...section,
    columns: [{ ...section.columns[0], children: [headline, text] }],
  } as unknown as ContainerModule;
}

/**
 * A content API for stories: answers the section's GET (`section`), then each save with the next
 * of `saves` (status and body), and the login with the demo editor.
 */
export function storyClient(
  saves: [number, unknown][] = [],
  together: StoryTogether = {},
  section: ContainerModule = storySection(),
) {
  const queue = [...saves];
  return createClient({
    fetch: async (input, init) => {
      const url = String(input);
      const answer = togetherAnswer(url, init?.method ?? 'GET', together);
      if (answer) return answer;
      if (url.includes('/login/')) {
        const body = JSON.parse(String(init?.body ?? '{}')) as { password?: string };
        return body.password === 'aula-demo-2026'
          ? Response.json({
              logged: true,
              id: 1,
              email: 'redaktion@aula.example',
              username: 'redaktion',
              admin_menus: [],
            })
          : Response.json(
              { detail: 'Unable to log in with provided credentials.' },
              { status: 400 },
            );
      }
      if (init?.method !== 'POST')
        return url.includes('/user')
          ? Response.json({ detail: 'no' }, { status: 401 })
          : Response.json(section);
      const [status, body] = queue.shift() ?? [200, storySection(3)];
      return Response.json(body, { status });
    },
  });
}

/**
 * What the presence and translation endpoints (DESIGN.md 8) answer in stories: others present,
 * the other language's section, the page's status.
 */
export interface StoryTogether {
  others?: PresentEditor[];
  /** The section in the other language (default: the English demo section); null: missing there. */
  counterpart?: ContainerModule | null;
  translation?: SectionTranslation[];
}

/** Answers of the presence and translation endpoints; null for every other request. */
function togetherAnswer(
  url: string,
  method: string,
  { others = [], counterpart = storySection(1, 'About us'), translation = [] }: StoryTogether,
): Response | null {
  const other = url.startsWith('/en/') ? 'de' : 'en';
  if (url.includes('/presence/'))
    return method === 'DELETE'
      ? Response.json(null)
      : Response.json({ sections: others.length > 0 ? [{ section: 5, editors: others }] : [] });
  if (url.includes('/translation-status/'))
    return Response.json({ locale: other === 'en' ? 'de' : 'en', other, sections: translation });
  if (url.includes('/counterpart/')) {
    const copied = storySection(1, 'Über uns');
    return method === 'POST'
      ? Response.json({ locale: other, section: copied }, { status: 201 })
      : Response.json({ locale: other, section: counterpart });
  }
  return null;
}
