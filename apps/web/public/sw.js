/*
 * spec 7: the service worker of the site (scope /). When a page cannot be loaded because the
 * network is gone, it answers with a bilingual offline page kept in this file (so it needs no
 * cache and no route of its own); everything else goes to the network untouched.
 */
const offlinePage = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5">
<meta name="robots" content="noindex">
<title>Offline | Aula</title>
<style>
body { margin: 0; padding: 2rem 1rem; font-family: system-ui, sans-serif; line-height: 1.5; color: #000; background: #fff; }
main { max-width: 40rem; margin: 0 auto; }
section + section { margin-top: 2rem; padding-top: 2rem; border-top: 1px solid #767676; }
button { font: inherit; padding: 0.5rem 1rem; border: 2px solid #000; background: #fff; color: #000; cursor: pointer; }
</style>
</head>
<body>
<main>
<section>
<h1>Sie sind offline</h1>
<p>Diese Seite konnte nicht geladen werden, weil keine Internetverbindung besteht. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.</p>
<p><button type="button" onclick="location.reload()">Erneut versuchen</button></p>
</section>
<section lang="en">
<h2>You are offline</h2>
<p>This page could not be loaded because there is no internet connection. Please check your connection and try again.</p>
<p><button type="button" onclick="location.reload()">Try again</button></p>
</section>
</main>
</body>
</html>`;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(
    fetch(request).catch(
      () =>
        new Response(offlinePage, {
          status: 503,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    ),
  );
});
