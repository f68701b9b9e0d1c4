import type { ReactNode } from 'react';

/** U+00AD, as @aula/host/hyphenation puts it in (that entry holds the patterns: server only). */
const softHyphen = '\u00AD';

/** The words that got soft hyphens, with the text between them. */
const hyphenatedWord = new RegExp(`(\\S*${softHyphen}\\S*)`);

/**
 * A hyphenated heading or card title as shown: each word with soft hyphens is a
 * `.aula-long-word` box (globals.css) that moves to the next line whole while it fits one, and
 * breaks at its soft hyphens only when it is wider than the line, so a balanced heading never
 * splits a word that would fit. Free of the patterns, so the "load more" lists use it too.
 */
export function longWordSpans(hyphenated: string): ReactNode {
  const parts = hyphenated.split(hyphenatedWord);
  if (parts.length === 1) return hyphenated;
  return parts.map((part, index) =>
    part.includes(softHyphen) ? (
      <span key={index} className="aula-long-word">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
