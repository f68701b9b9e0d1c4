import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownHyphenation, learnHyphenation } from './known-hyphenation';

const hyphenated = 'Abschluss\u00ADaus\u00ADstel\u00ADlung Nr. 13';

/** The host's answer to `GET /api/hyphenation` (its own test: hyphenation-answer.test.ts). */
function answering(response: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return response();
  });
  return asked;
}

describe('learnHyphenation (spec 2: titles "load more" adds)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the host once per title with a long word and shows what it answered', async () => {
    const asked = answering(() => Response.json({ texts: [hyphenated] }));
    const titles = ['Abschlussausstellung Nr. 13', 'Jazz Nr. 14'];
    await learnHyphenation('de', titles);
    await learnHyphenation('de', titles);
    expect(asked).toEqual(['/api/hyphenation?lang=de&text=Abschlussausstellung+Nr.+13']);
    const shown = renderToStaticMarkup(<>{knownHyphenation('de')(titles[0] ?? '')}</>);
    expect(shown).toBe(`<span class="aula-long-word">${hyphenated.split(' ')[0]}</span> Nr. 13`);
    expect(knownHyphenation('en')(titles[0] ?? '')).toBe(titles[0]);
  });

  it('leaves the titles as they are when the host refuses or cannot be reached', async () => {
    answering(() => Response.json({ detail: 'no' }, { status: 400 }));
    await learnHyphenation('en', ['Communication design']);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await learnHyphenation('en', ['Communication design']);
    expect(knownHyphenation('en')('Communication design')).toBe('Communication design');
  });
});
