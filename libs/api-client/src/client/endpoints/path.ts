/** A slug path (`studium/musik`) with each segment URL-encoded and no leading/trailing slash. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');
}

/** `?a=1&b=2`, or '' when there are no parameters. */
export function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}
