const fileExtension = /\.(pdf|jpg|png)$/i;
const absolute = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * spec 2: external links and links to media or pdf/jpg/png files are plain anchors (the router
 * cannot render them); everything else is an internal route.
 */
export function isPlainLink(href: string): boolean {
  if (absolute.test(href)) return true;
  const path = href.split(/[?#]/)[0] ?? '';
  return path.startsWith('/media/') || fileExtension.test(path);
}
