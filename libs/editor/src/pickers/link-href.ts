/** The kinds of link the link finder makes besides internal ones. */
export type OutsideLinkKind = 'external' | 'email' | 'phone';

const email = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const phone = /^\+?[\d\s/().-]{3,30}$/;

/**
 * spec 7 link finder: the href of an address an editor typed, or null when it is not valid.
 * External addresses default to https (spec 5); e-mail becomes `mailto:`, phone `tel:` (digits
 * and a leading + only).
 */
export function outsideHref(kind: OutsideLinkKind, input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (kind === 'email') {
    const address = value.replace(/^mailto:/i, '');
    return email.test(address) ? `mailto:${address}` : null;
  }
  if (kind === 'phone') {
    const number = value.replace(/^tel:/i, '');
    if (!phone.test(number) || (number.match(/\d/g) ?? []).length < 3) return null;
    return `tel:${number.replace(/[^\d+]/g, '')}`;
  }
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value)
    ? value
    : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // A host needs a dot (example.org), or it is most likely a typo ("https://news").
    if (!url.hostname.includes('.') || /\s/.test(value)) return null;
    return url.href === `${url.origin}/` && !withScheme.endsWith('/') ? url.origin : url.href;
  } catch {
    return null;
  }
}

/** Which kind of link a stored href is, for opening the finder where it was left. */
export function linkKindOf(href: string): 'internal' | OutsideLinkKind {
  if (/^mailto:/i.test(href)) return 'email';
  if (/^tel:/i.test(href)) return 'phone';
  if (/^https?:/i.test(href)) return 'external';
  return 'internal';
}
