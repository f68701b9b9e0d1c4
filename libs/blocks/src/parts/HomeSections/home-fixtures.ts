import type { CallToAction, HomeTeaser, InstagramPost } from '@aula/api-client';
import { placeholderImage } from '../../testing/module-fixtures';

/** A home teaser of the demo site; `image: false` for one without a picture. */
export function homeTeaser(id: number, { image = true, is_highlight = false } = {}): HomeTeaser {
  const url = image ? placeholderImage(1240, 700, `Teaser ${id}`) : null;
  return {
    id,
    preline: id % 2 ? 'Studium' : '',
    headline: `Offene Werkstatt ${id}`,
    text: 'Einblicke in Holz, Metall und Keramik.',
    link_url: `/de/hochschule/werkstatt-${id}`,
    link_text: 'Mehr erfahren',
    is_highlight,
    image: image ? id : null,
    image_url: url,
    alt: `Werkstatt ${id}`,
    width: image ? 1240 : null,
    height: image ? 700 : null,
    thumbs: url ? [{ url, width: 620 }] : [],
  };
}

export const callToAction: CallToAction = {
  id: 1,
  headline: 'Jetzt bewerben',
  text: 'Die Bewerbungsphase läuft bis zum 15. Januar.',
  link_url: '/de/bewerbung',
  link_text: 'Zur Bewerbung',
};

/** An instagram-type post; `image: false` for a text-only post. */
export function instagramPost(id: number, { image = true } = {}): InstagramPost {
  const url = image ? placeholderImage(400, 400, `Post ${id}`, 330) : null;
  return {
    id: `post-${id}`,
    url: `https://www.instagram.com/p/aula${id}/`,
    caption: `Rundgang ${id}`,
    date: '2026-10-30T09:00:00.000Z',
    image: image ? id : null,
    image_url: url,
    alt: '',
    width: image ? 400 : null,
    height: image ? 400 : null,
    thumbs: url ? [{ url, width: 400 }] : [],
  };
}
