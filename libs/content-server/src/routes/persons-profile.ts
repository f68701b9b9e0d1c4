/** A stored website as it may be answered: only absolute http(s) addresses, others are none. */
export function publicWebsite(stored: string | null): string | null {
  const text = stored?.trim() ?? '';
  if (text === '' || !URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
