/** One piece of a text: `match` if it is one of the searched words. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Lower case without accents, one entry per character of the original, so positions carry over. */
function foldedCharacters(text: string): string[] {
  return [...text].map((character) =>
    character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  );
}

/** Where `word` ends if it starts at `start` of `folded`, else null (marks fold to ''). */
function matchEnd(folded: readonly string[], start: number, word: string): number | null {
  if (!folded[start]) return null;
  let index = start;
  let rest = word;
  while (rest.length > 0 && index < folded.length) {
    const piece = folded[index] ?? '';
    if (piece !== '' && !rest.startsWith(piece)) return null;
    rest = rest.slice(piece.length);
    index += 1;
  }
  if (rest.length > 0) return null;
  while (folded[index] === '') index += 1;
  return index;
}

/** The words of a query worth marking: letters and digits, two or more, without accents. */
export function highlightWords(query: string): string[] {
  return [
    ...new Set(
      query
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => foldedCharacters(word).join(''))
        .filter((word) => word.length >= 2),
    ),
  ];
}

/**
 * spec 1: `text` cut into the pieces where a searched word occurs (also inside a longer word and
 * regardless of case and accents: 'kunste' marks 'Künste') and the rest. Plain text in, plain
 * text out: the caller wraps matches in <mark>, so no markup ever comes from content.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const characters = [...text];
  const folded = foldedCharacters(text);
  const marked = new Array<boolean>(characters.length).fill(false);
  for (const word of words) {
    for (let start = 0; start < folded.length; start += 1) {
      const end = matchEnd(folded, start, word);
      if (end !== null) marked.fill(true, start, end);
    }
  }
  const parts: TextPart[] = [];
  characters.forEach((character, index) => {
    const match = marked[index] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += character;
    else parts.push({ text: character, match });
  });
  return parts;
}
