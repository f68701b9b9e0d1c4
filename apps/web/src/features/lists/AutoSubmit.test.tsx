// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoSubmit } from './AutoSubmit';

describe('AutoSubmit', () => {
  afterEach(cleanup);

  it('submits its form through the first submit button when a checkbox changes', () => {
    const { container } = render(
      <form aria-label="Filter">
        <input type="checkbox" name="category" value="musik" aria-label="Musik" />
        <input type="text" name="other" aria-label="Other" />
        <button type="submit" name="date" value="23.10.2026">
          Filter
        </button>
        <AutoSubmit />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    expect(form.dataset['autoSubmit']).toBe('true');
    fireEvent.change(container.querySelector('input[type="text"]') as HTMLElement);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector('input[type="checkbox"]') as HTMLElement);
    expect(submit).toHaveBeenCalledWith(container.querySelector('button'));
  });
});
