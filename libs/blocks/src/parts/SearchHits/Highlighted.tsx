import { highlightParts } from './highlight';

/** `text` with the searched `words` in <mark> (spec 1: the query highlighted in results). */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return text;
  return highlightParts(text, words).map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
