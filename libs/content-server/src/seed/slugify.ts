const umlauts: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
};

/** A URL slug: lower case, umlauts spelled out, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (letter) => umlauts[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
