import sanitizeHtml from 'sanitize-html';
import {
  alignmentClasses,
  isAllowedRichTextHref,
  richTextPolicy as policy,
} from './rich-text-policy';

const alignmentByStyle = /^\s*text-align\s*:\s*(left|center|right)\s*;?\s*$/i;

/** An aligned paragraph keeps one alignment class, from its class or its inline style; nothing else. */
function keepAlignment(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const fromClass = (attribs['class'] ?? '')
    .split(/\s+/)
    .find((name) => (alignmentClasses as string[]).includes(name));
  const fromStyle = alignmentByStyle.exec(attribs['style'] ?? '')?.[1]?.toLowerCase() as
    keyof typeof policy.alignment.classes | undefined;
  const alignment = fromClass ?? (fromStyle ? policy.alignment.classes[fromStyle] : undefined);
  return { tagName, attribs: alignment ? { class: alignment } : {} };
}

/**
 * A link keeps an allowed `href` only, and `target` only as the new-window decorator with its
 * `rel` (no reverse tabnabbing). A link without an allowed `href` becomes its text: the
 * disallowed `span` it turns into is unwrapped.
 */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs['href']?.trim() ?? '';
  if (!isAllowedRichTextHref(href)) return { tagName: 'span', attribs: {} };
  const kept: sanitizeHtml.Attributes = { href };
  if (attribs['target'] === policy.newWindow.target) Object.assign(kept, policy.newWindow);
  return { tagName, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...policy.tags],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ...Object.fromEntries(policy.alignment.tags.map((tag) => [tag, ['class']])),
  },
  allowedClasses: Object.fromEntries(
    policy.alignment.tags.map((tag) => [tag, [...alignmentClasses]]),
  ),
  allowedSchemes: [...policy.linkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...Object.fromEntries(policy.alignment.tags.map((tag) => [tag, keepAlignment])),
    a: safeLink,
  },
};

/**
 * DESIGN.md 6: `html` reduced to `richTextPolicy`: no `style`, no `on*`, no `javascript:`,
 * no other tags (their text is kept, scripts and styles dropped whole). The same function runs
 * on save (content server) and at render (blocks), so both always agree.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
