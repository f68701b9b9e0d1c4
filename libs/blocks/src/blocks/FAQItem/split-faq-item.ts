import { sanitizeRichText } from '@aula/api-client/sanitize';

/**
 * spec 3 gives an FAQ item one rich-text `content`: its first paragraph is the question, the
 * rest the answer. Content without a leading paragraph is all question (nothing to fold).
 */
export function splitFaqItem(html: string): { question: string; answer: string } {
  const clean = sanitizeRichText(html).trim();
  const first = /^<p(?: class="[^"]*")?>([\s\S]*?)<\/p>/.exec(clean);
  if (!first) return { question: clean, answer: '' };
  return { question: first[1] ?? '', answer: clean.slice(first[0].length).trim() };
}
