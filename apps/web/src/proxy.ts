import { defaultLocale, match } from '@aula/routing';
import { NextResponse, type NextRequest } from 'next/server';
import { contentApiUrl } from './content/content-api-url';
import { cmsPath, screenPath } from './routing/internal-path';

/** Calls the browser makes to the same origin that belong to the content API (DESIGN.md 2). */
const contentApiPath = /^\/(?:(?:de|en)\/(?:api|pageeditor-api)\/|media\/)/;

/**
 * An absolute URL on the origin Next.js serves from: Next turns it back into a relative
 * rewrite or Location, where another origin would make it proxy to an external server.
 */
function onSite(request: NextRequest, path: string): URL {
  return new URL(path, request.nextUrl.origin);
}

/** Every request: API pass-through, route rules of spec 2, then the screen or page lookup. */
export function proxy(request: NextRequest) {
  // request.nextUrl drops a trailing slash; the raw URL (which may be relative) keeps it for the route rules.
  const { pathname, search } = new URL(request.url, 'http://raw.invalid');
  if (contentApiPath.test(pathname)) {
    return NextResponse.rewrite(new URL(`${pathname}${search}`, contentApiUrl()));
  }
  if (pathname === '/') {
    return NextResponse.redirect(onSite(request, `/${defaultLocale}${search}`), 307);
  }
  const result = match(pathname);
  switch (result.kind) {
    case 'redirect':
      return NextResponse.redirect(onSite(request, `${result.location}${search}`), result.status);
    case 'screen':
      return NextResponse.rewrite(onSite(request, `${screenPath(result)}${search}`));
    case 'none':
      return NextResponse.rewrite(onSite(request, `${cmsPath(result.locale ?? defaultLocale, pathname)}${search}`));
  }
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|sw.js|robots.txt).*)'],
};
