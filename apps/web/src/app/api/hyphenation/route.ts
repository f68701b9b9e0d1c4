import { hyphenationAnswer } from '@aula/host/hyphenation';
import type { NextRequest } from 'next/server';

/**
 * spec 2: soft hyphens for the card titles "load more" adds in the browser (`hyphenationAnswer`).
 * The answer depends on the address alone, so browsers keep it for a day.
 */
export function GET(request: NextRequest) {
  const { status, body } = hyphenationAnswer(request.nextUrl.searchParams);
  const headers = status === 200 ? { 'cache-control': 'public, max-age=86400' } : undefined;
  return Response.json(body, { status, headers });
}
