import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorHost, removeEditorHosts, useEditTargets } from './edit-targets';

function TargetCount({ name }: { name: string }) {
  return <p data-testid={name}>{useEditTargets().length}</p>;
}

const section = (id: number) =>
  `<div data-aula-model="ContainerModule" data-aula-module-id="${id}"></div>`;

afterEach(() => vi.restoreAllMocks());

describe('the page scan for edit targets (DESIGN.md 8)', () => {
  it('serves every component from one observer and finds sections added later', async () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const page = document.createElement('main');
    page.innerHTML = section(3);
    document.body.append(page);
    render(
      <>
        <TargetCount name="controls" />
        <TargetCount name="markers" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('controls').textContent).toBe('1'));
    expect(screen.getByTestId('markers').textContent).toBe('1');
    // testing-library's waitFor observes attributes too; the page scan watches children only.
    const scans = observe.mock.calls.filter(([, options]) => options?.attributes === undefined);
    expect(scans).toHaveLength(1);
    act(() => page.insertAdjacentHTML('beforeend', section(4)));
    await waitFor(() => expect(screen.getByTestId('markers').textContent).toBe('2'));
    page.remove();
  });

  it('adds one host per kind inside an element, and removes them', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const host = editorHost(element, 'controls', 'buttons');
    expect(editorHost(element, 'controls', 'buttons')).toBe(host);
    expect(editorHost(element, 'markers', 'markers')).not.toBe(host);
    removeEditorHosts('controls');
    expect(element.querySelectorAll('[data-aula-controls]')).toHaveLength(0);
    expect(element.querySelectorAll('[data-aula-markers]')).toHaveLength(1);
    element.remove();
  });
});
