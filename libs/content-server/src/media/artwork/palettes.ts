/** A named colour scheme of the demo artwork: the name goes into the image's alt text. */
export interface Palette {
  de: string;
  en: string;
  /** Background first, then the colours of the shapes. */
  colours: readonly [string, string, string, string, string];
}

/** DESIGN.md 3: palettes different enough that two images on one page never look alike. */
export const palettes: readonly [Palette, ...Palette[]] = [
  {
    de: 'Rot, Türkis und Gelb auf Creme',
    en: 'red, turquoise and yellow on cream',
    colours: ['#f4f1de', '#e4572e', '#17bebb', '#ffc914', '#2e282a'],
  },
  {
    de: 'Indigo, Ocker und Rosé',
    en: 'indigo, ochre and rosé',
    colours: ['#1d2b53', '#d99a3d', '#f2b5b5', '#7e6bc4', '#f7efe2'],
  },
  {
    de: 'Grüntönen mit einem Akzent in Orange',
    en: 'shades of green with an orange accent',
    colours: ['#dfe8d2', '#2f5d3a', '#7ea16b', '#f08a24', '#14281d'],
  },
  {
    de: 'Schwarz, Weiß und Signalrot',
    en: 'black, white and signal red',
    colours: ['#111111', '#f5f5f0', '#d7263d', '#8c8c8c', '#f5f5f0'],
  },
  {
    de: 'Meerblau, Sand und Koralle',
    en: 'sea blue, sand and coral',
    colours: ['#e9dcc3', '#0f4c75', '#3282b8', '#ff6f59', '#1b262c'],
  },
  {
    de: 'Violett, Limette und Grau',
    en: 'violet, lime and grey',
    colours: ['#2b2d42', '#8d5fd3', '#c6f432', '#edf2f4', '#8d99ae'],
  },
  {
    de: 'Terrakotta, Senfgelb und Petrol',
    en: 'terracotta, mustard and petrol',
    colours: ['#f6e7d8', '#c8553d', '#e0a526', '#1f6f78', '#3c2f2f'],
  },
  {
    de: 'Pastellblau, Pfirsich und Anthrazit',
    en: 'pastel blue, peach and anthracite',
    colours: ['#cfe3f1', '#ffb38a', '#33363d', '#7fb7be', '#fff6ec'],
  },
];
