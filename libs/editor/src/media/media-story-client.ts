import { createClient, type LinkTarget, type MediaItem, type MediaUpload } from '@aula/api-client';
import { UploadError } from './upload-file';

// A content API for the media library's and the pickers' stories (no server in Storybook).

/** A small SVG picture as a data URL, so stories show images without files. */
const picture = (colour: string, width = 320, height = 200) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="30%" cy="40%" r="18%" fill="#fff"/></svg>`)}`;

const item = (
  id: number,
  name: string,
  colour: string,
  patch: Partial<MediaItem> = {},
): MediaItem => ({
  id,
  file_name: name,
  mime: 'image/png',
  width: 1600,
  height: 1000,
  bytes: 240_000,
  created_at: '2026-11-20T09:30:00.000Z',
  alt_de: '',
  alt_en: '',
  caption_de: '',
  caption_en: '',
  decorative: false,
  focal_x: 0.5,
  focal_y: 0.5,
  image_url: picture(colour, 1600, 1000),
  crops: {
    vertical: picture(colour, 400, 500),
    horizontal: picture(colour, 1240, 700),
    thumbnail: picture(colour),
  },
  ...patch,
});

export const storyMedia: MediaItem[] = [
  item(1, 'campus-sommer.png', '#2f6f4f', {
    alt_de: 'Campus im Sommer',
    alt_en: 'Campus in summer',
  }),
  item(2, 'konzertsaal.png', '#6f2f4f'),
];

export const storyTargets: LinkTarget[] = [
  {
    kind: 'news',
    id: 3,
    title: 'Semesterstart mit Konzert',
    url: '/de/neuigkeiten/semesterstart-mit-konzert/3',
  },
  { kind: 'screen', id: 6, title: 'Neuigkeiten', url: '/de/neuigkeiten' },
];

/** Answers the library's list, one image, its usage, a save (echoing the texts) and the link finder's search. */
export function mediaStoryClient({
  list = storyMedia,
  failList = false,
}: { list?: MediaItem[]; failList?: boolean } = {}) {
  return createClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://story.invalid');
      const path = url.pathname;
      if (path.endsWith('/link-targets/')) {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        return Response.json(
          storyTargets.filter((target) => target.title.toLowerCase().includes(q)),
        );
      }
      const id = Number(/\/media\/(\d+)\//.exec(path)?.[1]);
      if (path.endsWith('/usage/'))
        return Response.json(
          id === 1 ? [{ kind: 'page', id: 4, title: 'Alumni', url: '/de/alumni' }] : [],
        );
      if (id && init?.method === 'POST') {
        const found = list.find((entry) => entry.id === id) ?? storyMedia[0];
        return Response.json({ ...found, ...(JSON.parse(String(init.body)) as object) });
      }
      if (id && init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (id) return Response.json(list.find((entry) => entry.id === id) ?? storyMedia[0]);
      if (failList) return Response.json({ detail: 'Unavailable' }, { status: 503 });
      return Response.json({ count: list.length, next: null, previous: null, results: list });
    },
  });
}

/** An upload that reports progress and stores `*.png` files; anything else is refused like the server does. */
export async function storyUpload(
  _locale: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<MediaUpload> {
  onProgress(0.5);
  if (!file.name.endsWith('.png')) throw new UploadError('validation.fileType');
  const stored = storyMedia[1] ?? storyMedia[0];
  if (!stored) throw new UploadError('media.upload.error');
  onProgress(1);
  return {
    image: stored.id,
    image_url: stored.image_url,
    alt: '',
    width: stored.width,
    height: stored.height,
    thumbs: [],
    crops: stored.crops,
  };
}
