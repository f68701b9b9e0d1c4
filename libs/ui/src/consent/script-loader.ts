/** The part of `document` a script loader needs (a fake one in tests). */
export interface ScriptHost {
  getElementById(id: string): unknown;
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * spec 4: a loader for a third-party script (tag manager, font tracking). It does nothing
 * without a configured id (development, tests: nothing is ever contacted) and appends the
 * script only once.
 */
export function scriptLoader(
  elementId: string,
  src: (id: string) => string,
  configuredId: string | undefined,
  host?: () => ScriptHost,
) {
  return () => {
    if (!configuredId) return;
    const doc: ScriptHost = host ? host() : document;
    if (doc.getElementById(elementId)) return;
    const script = doc.createElement('script');
    script.id = elementId;
    script.async = true;
    script.src = src(configuredId);
    doc.head.appendChild(script);
  };
}

/** spec 4: the tag manager, loaded 200 ms after tracking consent (`ConsentProvider` waits). */
export const tagManagerLoader = (id: string | undefined) =>
  scriptLoader(
    'aula-tag-manager',
    (value) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(value)}`,
    id,
  );

/** spec 4: the font provider's tracking script, loaded only with the tracking permission cookie. */
export const fontTrackingLoader = (id: string | undefined) =>
  scriptLoader(
    'aula-font-tracking',
    (value) => `https://fast.fonts.net/t/1.css?apiType=css&projectid=${encodeURIComponent(value)}`,
    id,
  );
