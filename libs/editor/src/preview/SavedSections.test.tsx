import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storySection } from '../stories/story-client';
import { SavedSections } from './SavedSections';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

// The save's answer: section 5 at version 3.
const saved = storySection(3, 'Gespeichert');

function pageSection(version: number) {
  const element = document.body.appendChild(document.createElement('div'));
  element.dataset['aulaModel'] = 'ContainerModule';
  element.dataset['aulaModuleId'] = '5';
  element.dataset['aulaVersion'] = String(version);
  element.innerHTML = '<h2>Alt</h2>';
  return element;
}

describe('SavedSections (DESIGN.md 8: a save renders in place)', () => {
  it("shows the save's answer in the section's place until the page's render has its version", async () => {
    const element = pageSection(2);
    const onShown = vi.fn();
    const view = render(
      <SavedSections locale="de" sections={new Map([[5, saved]])} onShown={onShown} />,
    );
    expect(element).toHaveAttribute('data-aula-previewing');
    expect(element.querySelector('[data-aula-preview] h2')).toHaveTextContent('Gespeichert');
    expect(onShown).not.toHaveBeenCalled();

    await act(async () => {
      element.dataset['aulaVersion'] = '3';
      await Promise.resolve();
    });
    expect(onShown).toHaveBeenCalledWith(5);
    view.rerender(<SavedSections locale="de" sections={new Map()} onShown={onShown} />);
    expect(element).not.toHaveAttribute('data-aula-previewing');
    expect(element.querySelector('[data-aula-preview]')).toBeNull();
  });

  it('shows nothing for a section the page already has at that version', () => {
    pageSection(3);
    const onShown = vi.fn();
    render(<SavedSections locale="de" sections={new Map([[5, saved]])} onShown={onShown} />);
    expect(onShown).toHaveBeenCalledWith(5);
  });
});
