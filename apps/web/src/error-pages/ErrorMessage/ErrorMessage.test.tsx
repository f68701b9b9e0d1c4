import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './ErrorMessage';

describe('ErrorMessage (spec 2, 8)', () => {
  it('shows the status code, the message and a link to the home page of the language', () => {
    const html = renderToStaticMarkup(
      <ErrorMessage
        locale="de"
        status={404}
        message="Diese Seite konnte leider nicht gefunden werden"
      />,
    );
    expect(html).toContain('Statuscode </span>404');
    expect(html).toContain('<h1>Diese Seite konnte leider nicht gefunden werden</h1>');
    expect(html).toContain('<a href="/de">Zurück zur Startseite</a>');
  });
});
