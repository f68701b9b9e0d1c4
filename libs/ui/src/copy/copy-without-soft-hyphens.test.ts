import { afterEach, describe, expect, it } from 'vitest';
import { copyWithoutSoftHyphens } from './copy-without-soft-hyphens';

/** A copy event as the browser fires it, with a clipboard that records what is set. */
function copy() {
  const data = new Map<string, string>();
  const event = new Event('copy', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { setData: (type: string, value: string) => data.set(type, value) },
  });
  document.dispatchEvent(event);
  return { data, prevented: event.defaultPrevented };
}

function select(html: string) {
  document.body.innerHTML = html;
  const range = document.createRange();
  range.selectNodeContents(document.body);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

describe('copyWithoutSoftHyphens', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('puts the selected text and HTML on the clipboard without soft hyphens', () => {
    stop = copyWithoutSoftHyphens();
    select('<h1>Kommunikations\u00ADdesign</h1>');
    const { data, prevented } = copy();
    expect(prevented).toBe(true);
    expect(data.get('text/plain')).toBe('Kommunikationsdesign');
    expect(data.get('text/html')).toBe('<h1>Kommunikationsdesign</h1>');
  });

  it('leaves a copy without soft hyphens to the browser', () => {
    stop = copyWithoutSoftHyphens();
    select('<p>Kunst</p>');
    const { data, prevented } = copy();
    expect(prevented).toBe(false);
    expect(data.size).toBe(0);
  });

  it('stops listening when undone', () => {
    copyWithoutSoftHyphens()();
    select('<h1>Kommunikations\u00ADdesign</h1>');
    expect(copy().prevented).toBe(false);
  });
});
