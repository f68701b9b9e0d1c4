import sanitizeHtml from 'sanitize-html';

/**
 * DESIGN.md 6: the tags CKEditor's configured features produce (bold, italic, link, lists,
 * paragraphs, alignment as classes) and nothing else; `href` only http/https/mailto/tel; no
 * `on*`, no `style`, no `javascript:`.
 */
/** http(s), mailto, tel, and site-relative paths ('/de/...', not '//host'). */
const allowedHref = /^(https?:|mailto:|tel:|\/(?!\/))/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['class'] },
  allowedClasses: { p: ['text-align-left', 'text-align-center', 'text-align-right'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // A link without an allowed target becomes its text (the disallowed `span` is unwrapped).
    a: (tagName, attribs) =>
      !allowedHref.test(attribs['href']?.trim() ?? '')
        ? { tagName: 'span', attribs: {} }
        : { tagName, attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs, target: '', rel: '' } },
  },
};

/** Rich text as stored: the allow-listed subset of `html`. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).replace(/ (target|rel)=""/g, '');
}
