import { createClient, type Page } from '@aula/api-client';

/** The demo page of the structure stories: a section with a headline, then an empty one. */
export const structureStoryPage = (locale: 'de' | 'en'): Page =>
  ({
    id: 7,
    urls: { de: '/de/weiterbildung', en: '/en/continuing-education' },
    content_type: null,
    title: 'Weiterbildung',
    headline: 'Weiterbildung',
    is_online: true,
    is_clickable: true,
    in_menu: true,
    in_footer: false,
    meta_title: '',
    meta_description: '',
    og_title: '',
    og_description: '',
    og_image: null,
    og_image_thumbs: [],
    og_type: 'website',
    settings_url: null,
    modules: [
      {
        id: 5,
        slug: null,
        parent: null,
        content_type: 'pageeditor.page',
        object_id: 7,
        version: 3,
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
                content: locale === 'de' ? 'Willkommen' : 'Welcome',
                subline: '',
                anchor: '',
                extra_class: 'links',
              },
            ],
          },
        ],
      },
      {
        id: 6,
        slug: null,
        parent: null,
        content_type: 'pageeditor.page',
        object_id: 7,
        version: 1,
        model: 'ContainerModule',
        layout: 0,
        columns: [{ classes: 'col-12', children: [] }],
      },
    ],
  }) as unknown as Page;

/**
 * A content API for the structure panel's stories: the page and its section order, and a
 * reorder answered as saved (or, with `conflict`, refused with 409 as after someone else's save).
 * `writes` records each reorder's body.
 */
export function structureStoryClient({ conflict = false, writes = [] as unknown[] } = {}) {
  let order = [5, 6];
  let version = 4;
  return createClient({
    fetch: async (input, init) => {
      const url = String(input);
      const locale = url.startsWith('/en/') ? 'en' : 'de';
      if (url.endsWith('/page/7/sections/')) {
        if (init?.method === 'POST') {
          const body = JSON.parse(String(init.body)) as { order: number[] };
          writes.push(body);
          if (conflict)
            return Response.json(
              {
                detail: 'This page was changed by someone else.',
                current: { page: 7, version: version + 1, order },
              },
              { status: 409 },
            );
          order = body.order;
          version += 1;
        }
        return Response.json({ page: 7, version, order });
      }
      if (url.includes('/pageeditor-api/page/')) {
        const page = structureStoryPage(locale);
        return Response.json({
          ...page,
          modules: order.map((id) => page.modules.find((module) => module.id === id)),
        });
      }
      return Response.json({ detail: 'Not found.' }, { status: 404 });
    },
  });
}

/**
 * jsdom has no layout: gives the panel's rows stacked boxes so dnd-kit's keyboard sensor finds
 * the row above or below (in a browser the rows keep their real boxes).
 */
export function stackRows(container: HTMLElement): void {
  container.querySelectorAll<HTMLElement>('[data-aula-structure-section]').forEach((row, index) => {
    if (row.getBoundingClientRect().height > 0) return;
    const box = {
      x: 0,
      y: index * 60,
      left: 0,
      top: index * 60,
      width: 600,
      height: 50,
      right: 600,
      bottom: index * 60 + 50,
    };
    row.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
  });
}
