// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'en' }) }));

describe('ErrorPage in the browser (spec 8)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sends the error it shows to the error reporter (a log line without configuration)', () => {
    const written = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorPage error={new Error('refresh failed')} />);
    const lines = written.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'refresh failed', context: { what: 'error page' } }),
    );
  });
});
