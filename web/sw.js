// Timing Window's service worker: after the first visit the app works with
// no network. The bundled scenarios are compiled into the wasm module, so
// the app shell is everything: index.html plus the hashed .js/.wasm/.css
// files it names.
//
// - install: fetch index.html, cache it and every same-origin asset it
//   references (so the shell is complete before this worker takes over);
// - navigations (any SPA deep link): network first, so a new build is seen
//   at once when online; offline, the cached index.html;
// - other same-origin GETs: cache first (file names carry content hashes),
//   else network, caching what succeeds.
// Nothing cross-origin is touched.

const CACHE = 'timing-window-shell-v1';
const SHELL = '/index.html';

function assetsIn(html) {
  const urls = new Set();
  for (const m of html.matchAll(/(?:href|src)="(\/[^"?#]+\.(?:js|wasm|css))"/g)) urls.add(m[1]);
  // trunk's loader names the JS and wasm in an inline module script.
  for (const m of html.matchAll(/'(\/[^'?#]+\.(?:js|wasm))'/g)) urls.add(m[1]);
  return [...urls];
}

async function precache() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`index.html: HTTP ${response.status}`);
  const html = await response.clone().text();
  const assets = assetsIn(html);
  await cache.addAll(assets.map((a) => new Request(a, { cache: 'no-cache' })));
  await cache.put(SHELL, response);
  // Drop files of older builds.
  const keep = new Set([SHELL, ...assets]);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!keep.has(path)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE && name.startsWith('timing-window-')) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          const type = response.headers.get('content-type') || '';
          if (response.ok && type.startsWith('text/html')) {
            const cache = await caches.open(CACHE);
            await cache.put(SHELL, response.clone());
          }
          return response;
        } catch (err) {
          const cached = await caches.match(SHELL);
          if (cached) return cached;
          throw err;
        }
      })(),
    );
    return;
  }

  event.respondWith(
    (async () => {
      const cached = await caches.match(request);
      if (cached) return cached;
      const response = await fetch(request);
      if (response.ok && url.pathname !== '/sw.js') {
        const cache = await caches.open(CACHE);
        await cache.put(request, response.clone());
      }
      return response;
    })(),
  );
});
