import sanitizeHtml from 'sanitize-html';

/** The classes CKEditor's alignment feature may set (spec 5: alignment left, center, right). */
export const alignmentClasses = ['text-align-left', 'text-align-center', 'text-align-right'] as const;

const alignmentByStyle = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i;

/**
 * Alignment arrives either as one of `alignmentClasses` or, from CKEditor's default
 * configuration, as an inline `text-align` style: both end up as the class, never as a style.
 */
function keepAlignment(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const fromStyle = alignmentByStyle.exec(attribs['style'] ?? '')?.[1]?.toLowerCase();
  const fromClass = (attribs['class'] ?? '').split(/\s+/).find((name) => (alignmentClasses as readonly string[]).includes(name));
  const alignment = fromClass ?? (fromStyle ? `text-align-${fromStyle}` : undefined);
  return { tagName, attribs: alignment ? { class: alignment } : {} };
}

/** A link opening a new window never hands the opener over (reverse tabnabbing). */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, target } = attribs;
  const next: sanitizeHtml.Attributes = {};
  if (href !== undefined) next['href'] = href;
  if (target === '_blank') {
    next['target'] = '_blank';
    next['rel'] = 'noopener noreferrer';
  }
  return { tagName, attribs: next };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['class'], span: ['class'] },
  allowedClasses: { p: [...alignmentClasses], span: [...alignmentClasses] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { p: keepAlignment, span: keepAlignment, a: safeLink },
};

/**
 * DESIGN.md 6: rich text is sanitized again at render with the allow-list of the tags CKEditor's
 * configured features produce (bold, italic, link, lists, alignment). No `style`, no `on*`
 * attributes, no `javascript:`; `href` only with http, https, mailto or tel. Runs in Node and
 * the browser, so server-rendered and hydrated HTML are identical.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
