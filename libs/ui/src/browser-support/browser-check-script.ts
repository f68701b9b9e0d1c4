import { browserTargets } from './browser-targets';

/**
 * spec 8: the user-agent version check, as ES5 source of `function (userAgent) => boolean`
 * (true when the browser is at or above `browserTargets`, or unknown). It runs as an inline
 * script because the browsers it is for cannot run the site's bundles. Legacy Edge and Internet
 * Explorer are always too old; Chromium-based browsers (Opera, Samsung Internet...) count by
 * their Chrome version.
 */
export const isSupportedBrowserSource = `function (u) {
  var t = ${JSON.stringify(browserTargets)};
  function at(re) { var m = re.exec(u); return m && [+m[1], +(m[2] || 0)]; }
  function ok(v, min) { return v[0] > min[0] || (v[0] === min[0] && v[1] >= min[1]); }
  var v;
  if (/Trident\\/|MSIE |Edge\\//.test(u)) return false;
  if ((v = at(/\\(i(?:Phone|Pad|Pod);.*? OS (\\d+)_(\\d+)/))) return ok(v, t.safari);
  if ((v = at(/Edg(?:A)?\\/(\\d+)\\.(\\d+)/))) return ok(v, t.edge);
  if ((v = at(/Firefox\\/(\\d+)\\.(\\d+)/))) return ok(v, t.firefox);
  if ((v = at(/Chrom(?:e|ium)\\/(\\d+)\\.(\\d+)/))) return ok(v, t.chrome);
  if ((v = at(/Version\\/(\\d+)(?:\\.(\\d+))?.*Safari\\//))) return ok(v, t.safari);
  return true;
}`;

/** The id of the notice the script shows. */
export const browserNoticeId = 'aula-browser-notice';

/** Where a dismissal is remembered (spec 8: a notice, not a block: closed, it stays closed). */
export const browserNoticeDismissedKey = 'aula-browser-notice-dismissed';

/**
 * The inline script after the notice (ES5, no `document.currentScript`: Internet Explorer
 * lacks it): an old browser sees the notice unless it was dismissed; its button closes it.
 */
export const browserNoticeScript = `(function (supported) {
  var n = document.getElementById('${browserNoticeId}'), k = '${browserNoticeDismissedKey}';
  if (!n || supported(navigator.userAgent)) return;
  try { if (localStorage.getItem(k)) return; } catch (e) {}
  n.hidden = false;
  n.getElementsByTagName('button')[0].onclick = function () {
    n.hidden = true;
    try { localStorage.setItem(k, '1'); } catch (e) {}
  };
})(${isSupportedBrowserSource})`.replace(/\n\s*/g, ' ');
