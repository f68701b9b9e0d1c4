import { describe, expect, it } from 'vitest';
import { leavingLink } from './leaving-link';

const here = new URL('https://aula.example/admin/news/news/7/change?lang=de');

/** A click on a link with `attributes`, as the document sees it bubble. */
function click(attributes: Record<string, string>, init: MouseEventInit = {}): MouseEvent {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = link.appendChild(document.createElement('span'));
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: inner });
  return event;
}

describe('leavingLink: which clicks leave a change page (DESIGN.md 9)', () => {
  it('names the address of a link to another admin page or the site', () => {
    expect(leavingLink(click({ href: '/admin/news/news?lang=de' }), here)).toBe(
      'https://aula.example/admin/news/news?lang=de',
    );
    expect(leavingLink(click({ href: 'https://aula.example/de/neuigkeiten/x/7' }), here)).toBe(
      'https://aula.example/de/neuigkeiten/x/7',
    );
  });

  it('lets clicks that stay on the page or open another tab through', () => {
    expect(leavingLink(click({ href: '#field-title_de' }), here)).toBeNull();
    expect(leavingLink(click({ href: '/x', target: '_blank' }), here)).toBeNull();
    expect(leavingLink(click({ href: '/x', download: '' }), here)).toBeNull();
    expect(leavingLink(click({ href: '/x' }, { ctrlKey: true }), here)).toBeNull();
    expect(leavingLink(click({ href: '/x' }, { metaKey: true }), here)).toBeNull();
    expect(leavingLink(click({ href: '/x' }, { button: 1 }), here)).toBeNull();
    expect(leavingLink(click({}), here)).toBeNull();
  });

  it('leaves a click another handler took alone', () => {
    const event = click({ href: '/x' });
    event.preventDefault();
    expect(leavingLink(event, here)).toBeNull();
  });
});
