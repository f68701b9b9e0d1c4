import { blockDefinitions } from '@aula/api-client';
import type { DraftBlock } from './section-draft';

const textKinds = new Set(['text', 'richText', 'embed', 'link']);

/** Plain text of an HTML fragment (rich text), whitespace collapsed. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A block's texts in one line (the conflict dialog's side-by-side view): every filled text field. */
export function blockSummary(block: Pick<DraftBlock, 'model' | 'value'>, max = 160): string {
  const fields = blockDefinitions[block.model].fields as Record<string, { kind: string }>;
  const parts = Object.entries(fields)
    .filter(([, field]) => textKinds.has(field.kind))
    .map(([key]) => block.value[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map(plain);
  const line = parts.join(' · ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
