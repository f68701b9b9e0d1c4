/**
 * spec 5 and DESIGN.md 6: the one allow-list of rich text, exactly what the editor's rich text
 * can produce: paragraphs and line breaks, bold, italic, links, bulleted and numbered lists,
 * alignment left/center/right as a class on paragraphs. Data only (framework-free): the server
 * sanitizes with it on save and the blocks at render (`@aula/api-client/sanitize`, the only
 * place that imports the sanitizer library), and the editor configures CKEditor from it.
 */
export const richTextPolicy = {
  /** CKEditor writes bold as `strong` and italic as `i`; `b` and `em` arrive from pasted text. */
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li'],
  /** Alignment is a class on a paragraph; an inline `text-align` style becomes the class. */
  alignment: {
    tags: ['p'],
    classes: { left: 'text-align-left', center: 'text-align-center', right: 'text-align-right' },
  },
  /** The link schemes an `href` may have; site paths (`/de/...`, not `//host`) are kept too. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** The editor's "open in a new window" decorator: `target` only with this `rel`. */
  newWindow: { target: '_blank', rel: 'noopener noreferrer' },
} as const;

export type RichTextAlignment = keyof typeof richTextPolicy.alignment.classes;

/** The alignment classes a paragraph may carry. */
export const alignmentClasses = Object.values(richTextPolicy.alignment.classes);

const allowedHref = new RegExp(`^(?:(?:${richTextPolicy.linkSchemes.join('|')}):|/(?!/))`, 'i');

/** Whether a rich-text link may keep its `href` (policy schemes or a site path). */
export function isAllowedRichTextHref(href: string): boolean {
  return allowedHref.test(href.trim());
}
