/** Where the content API runs (DESIGN.md 2); read at request time so one build runs anywhere. */
export function contentApiUrl(): string {
  return process.env['CONTENT_API_URL'] ?? 'http://127.0.0.1:3001';
}
