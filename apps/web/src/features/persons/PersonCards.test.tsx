import type { Person } from '@aula/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PersonCards } from './PersonCards';

const person = (id: number, portrait: boolean): Person => ({
  id,
  slug: `person-${id}`,
  name: `Person ${id}`,
  position: 'Professor of composition',
  categories: [],
  email: null,
  phone: null,
  urls: { de: `/de/personen/person-${id}/${id}`, en: `/en/person/person-${id}/${id}` },
  ...(portrait
    ? { image: 3, image_url: '/media/derivatives/demo-3-vertical.webp', alt: 'Study in blue', width: 400, height: 500, thumbs: [{ url: '/media/derivatives/demo-3-vertical.webp', width: 400 }] }
    : { image: null, image_url: null, alt: '', width: null, height: null, thumbs: [] }),
});

describe('PersonCards', () => {
  it('shows a portrait in its 400x500 box where there is one, and none otherwise', () => {
    const html = renderToStaticMarkup(<PersonCards persons={[person(1, true), person(2, false)]} locale="en" />);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/media/derivatives/demo-3-vertical.webp"');
    expect(images[0]).toContain('width="400"');
    expect(images[0]).toContain('height="500"');
    expect(html).toContain('href="/en/person/person-2/2"');
  });
});
