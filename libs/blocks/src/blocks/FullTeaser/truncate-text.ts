/**
 * Cuts a text to at most `max` characters, at a word boundary where one is near, with an
 * ellipsis (spec 5/9: the full teaser text is at most 256 characters, even if older content
 * is longer).
 */
export function truncateText(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
