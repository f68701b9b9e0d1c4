import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlobalErrorPage } from './GlobalErrorPage';

describe('GlobalErrorPage (spec 8)', () => {
  it('renders a whole document with the message, the details and a link home', () => {
    const error = Object.assign(new Error('layout broke'), { digest: '123' });
    const html = renderToStaticMarkup(<GlobalErrorPage locale="en" error={error} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<title>An error occurred</title>');
    expect(html).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(html).toContain('Error: layout broke (123)');
    expect(html).toContain('<a href="/en">Back to the home page</a>');
  });

  it('describes thrown values that are not errors', () => {
    expect(renderToStaticMarkup(<GlobalErrorPage locale="de" error="oops" />)).toContain(
      '<pre>oops</pre>',
    );
  });
});
