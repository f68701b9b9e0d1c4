/**
 * spec 7: registers the service worker at /sw.js with scope / (it serves the offline fallback
 * page). A failed registration, or a browser without service workers, is ignored.
 */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  try {
    await nav.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // spec 7: failure of registration is ignored.
  }
}
