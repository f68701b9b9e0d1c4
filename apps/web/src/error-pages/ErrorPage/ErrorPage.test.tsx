import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

describe('ErrorPage (spec 2, 8)', () => {
  it("shows 'An error occurred' with its title and a link home, in the error layout", () => {
    const html = renderToStaticMarkup(<ErrorPage error={new Error('boom')} />);
    expect(html).toContain('<title>An error occurred</title>');
    expect(html).toContain('<h1>An error occurred</h1>');
    expect(html).toContain('<a href="/en">Back to the home page</a>');
    expect(html).toMatch(/^<title>[^<]*<\/title><a[^>]*href="#content"[^>]*>[^<]*<\/a><header/);
  });
});
