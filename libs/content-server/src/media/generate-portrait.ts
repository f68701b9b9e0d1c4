import sharp from 'sharp';
import type { ArtworkText } from './generate-artwork';
import { random } from './artwork/random';

interface Named {
  de: string;
  en: string;
  colour: string;
}

const backgrounds: readonly [Named, ...Named[]] = [
  { de: 'ockerfarbenem', en: 'an ochre', colour: '#d99a3d' },
  { de: 'hellblauem', en: 'a light blue', colour: '#9cc3e4' },
  { de: 'salbeigrünem', en: 'a sage green', colour: '#a9b89a' },
  { de: 'rosafarbenem', en: 'a pink', colour: '#f2b5b5' },
  { de: 'hellgrauem', en: 'a light grey', colour: '#d6d6d0' },
  { de: 'petrolfarbenem', en: 'a petrol', colour: '#2f6f78' },
  { de: 'cremefarbenem', en: 'a cream', colour: '#f4ead5' },
  { de: 'violettem', en: 'a violet', colour: '#8d7fc4' },
];
const clothes: readonly [Named, ...Named[]] = [
  { de: 'schwarzem Oberteil', en: 'a black top', colour: '#1f1f1f' },
  { de: 'rotem Pullover', en: 'a red jumper', colour: '#c8553d' },
  { de: 'dunkelblauem Hemd', en: 'a navy shirt', colour: '#1d2b53' },
  { de: 'weißem Hemd', en: 'a white shirt', colour: '#f7f7f2' },
  { de: 'senfgelbem Pullover', en: 'a mustard jumper', colour: '#e0a526' },
  { de: 'grünem Jackett', en: 'a green jacket', colour: '#2f5d3a' },
];
const skins = ['#f1c9a5', '#e0ac84', '#c68642', '#8d5524', '#f7d9c4', '#a86b4c'] as const;
const hairColours = ['#2b1d14', '#6b4423', '#d9b26f', '#a23b1e', '#9a9a9a', '#111111'] as const;

/** The hair shapes: drawn behind the head (long) or over it (short, bun). */
const hairStyles = [
  (hair: string) => ({
    back: '',
    front: `<path d="M270 360 Q400 170 530 360 Q400 300 270 360 Z" fill="${hair}"/>`,
  }),
  (hair: string) => ({
    back: `<rect x="250" y="300" width="300" height="420" rx="140" fill="${hair}"/>`,
    front: `<path d="M265 380 Q400 160 535 380 Q400 280 265 380 Z" fill="${hair}"/>`,
  }),
  (hair: string) => ({
    back: `<circle cx="400" cy="220" r="70" fill="${hair}"/>`,
    front: `<path d="M272 370 Q400 190 528 370 Q400 290 272 370 Z" fill="${hair}"/>`,
  }),
  (hair: string) => ({
    back: '',
    front: `<path d="M285 330 Q400 230 515 330 Q400 300 285 330 Z" fill="${hair}"/>`,
  }),
] as const;

const choose = <T>(items: readonly [T, ...T[]] | readonly T[], next: () => number, fallback: T) =>
  items[Math.floor(next() * items.length)] ?? fallback;

function portraitKind(seed: number) {
  const next = random(seed * 7919);
  const background =
    backgrounds[(seed - 1 + backgrounds.length) % backgrounds.length] ?? backgrounds[0];
  const clothing = clothes[(seed * 5) % clothes.length] ?? clothes[0];
  return {
    background,
    clothing,
    skin: choose(skins, next, skins[0]),
    hair: choose(hairColours, next, hairColours[0]),
    style: choose(hairStyles, next, hairStyles[0]),
    glasses: next() < 0.3,
  };
}

/** A flat, poster-like illustrated portrait as SVG (800 x 1000), from `seed`. */
export function portraitSvg(seed: number): string {
  const { background, clothing, skin, hair, style, glasses } = portraitKind(seed);
  const { back, front } = style(hair);
  const eyes = glasses
    ? `<g fill="none" stroke="#222" stroke-width="8"><circle cx="360" cy="420" r="30"/>` +
      `<circle cx="440" cy="420" r="30"/><path d="M390 420 H410"/></g>`
    : `<g fill="#222"><circle cx="360" cy="420" r="9"/><circle cx="440" cy="420" r="9"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">` +
    `<rect width="100%" height="100%" fill="${background.colour}"/>${back}` +
    `<path d="M120 1000 Q130 720 400 700 Q670 720 680 1000 Z" fill="${clothing.colour}"/>` +
    `<rect x="355" y="560" width="90" height="160" rx="30" fill="${skin}"/>` +
    `<ellipse cx="400" cy="430" rx="130" ry="165" fill="${skin}"/>${front}${eyes}` +
    `<path d="M370 510 Q400 530 430 510" fill="none" stroke="#7a3b2e" stroke-width="7" ` +
    `stroke-linecap="round"/>` +
    `</svg>`
  );
}

/** What the portrait of `seed` shows, as its alt text in German and English. */
export function portraitAlt(seed: number): ArtworkText {
  const { background, clothing } = portraitKind(seed);
  return {
    de: `Illustriertes Porträt mit ${clothing.de} vor ${background.de} Hintergrund`,
    en: `Illustrated portrait wearing ${clothing.en} against ${background.en} background`,
  };
}

/** DESIGN.md 3: demo portraits are generated like the artwork: a JPEG of `portraitSvg(seed)`. */
export function generatePortrait(seed: number): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(seed)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
