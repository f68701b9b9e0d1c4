import { describe, expect, it } from 'vitest';
import { type ScriptHost, scriptLoader } from './script-loader';

function fakeHost() {
  const appended: HTMLScriptElement[] = [];
  const host: ScriptHost = {
    getElementById: (id) => appended.find((script) => script.id === id) ?? null,
    createElement: () => ({ id: '', async: false, src: '' }) as HTMLScriptElement,
    head: { appendChild: (node) => appended.push(node) },
  };
  return { host, appended };
}

describe('scriptLoader (spec 4: tracking scripts)', () => {
  it('does nothing without a configured id', () => {
    const { host, appended } = fakeHost();
    scriptLoader(
      'tm',
      (id) => `https://example.org/tm.js?id=${id}`,
      undefined,
      () => host,
    )();
    scriptLoader(
      'tm',
      (id) => `https://example.org/tm.js?id=${id}`,
      '',
      () => host,
    )();
    expect(appended).toEqual([]);
  });

  it('appends the script once, async, with the configured id', () => {
    const { host, appended } = fakeHost();
    const load = scriptLoader(
      'tm',
      (id) => `https://example.org/tm.js?id=${id}`,
      'GTM-1',
      () => host,
    );
    load();
    load();
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({
      id: 'tm',
      async: true,
      src: 'https://example.org/tm.js?id=GTM-1',
    });
  });
});
