// Timing Window's service worker: after the first visit the app and its
// bundled scenarios work with no network.
//
// The build has four pages: index.html (the catalog, the first page),
// trainee.html (the trainee app: a library scenario's deep link or embed,
// read from the form the build prepared; prepared/index.json lists them),
// study.html (the study app: /topics, /topics/NAME, /progress and /exam, reading
// the same prepared lessons) and app.html (the full app, every other page;
// it fetches scenario files, which scenarios/index.json lists).
//
// - install: fetch both pages, cache them and every same-origin asset they
//   reference, and every scenario file (so the app is complete before this
//   worker takes over);
// - navigations: network first, so a new build is seen at once when online;
//   offline, the cached page for that path (index.html for /, trainee.html
//   for /scenarios/ID and /embed/ID, study.html for /topics, /topics/NAME,
//   /progress and /exam, app.html for anything else);
// - other same-origin GETs: cache first (asset names carry content hashes;
//   scenario files are refreshed by the next install), else network,
//   caching what succeeds;
// - the worker's files: network first like navigations (their names carry
//   no hash, so a new build's worker must not be shadowed by an old one),
//   the cached copy offline.
// Nothing cross-origin is touched.

const CACHE = 'timing-window-shell-v7';
const PAGES = ['/index.html', '/trainee.html', '/study.html', '/app.html'];
const LISTS = ['/prepared/index.json', '/scenarios/index.json'];
// The trainee app's pages; keep in step with scripts/static-server.mjs and
// src/ui/trainee.rs.
const TRAINEE_APP = /^\/(scenarios|embed)\/(?!shared\/?$)[^/]+\/?$/;
// The study app's pages; keep in step with scripts/static-server.mjs and
// src/lib.rs (library::study_path).
const STUDY_APP = /^\/(topics(\/[^/]+)?|progress|exam(\/result)?)\/?$/;
// The engine's web worker for "What if…?" (src/bin/explorer.rs): no page
// names it in its HTML (the app starts it on first use), and trunk keeps a
// worker's files unhashed, so they are listed here.
const WORKER = ['/explorer_loader.js', '/explorer.js', '/explorer_bg.wasm'];
// The printed card pool (`tw pool`, src/rulesets/swu/cards/printed.rs): the
// author page and the worker fetch it; its name carries no hash either, so
// it is fetched network first like the worker's files.
const POOL = '/cards.pool';
// Files a page loads by itself rather than through its HTML (the author
// page's stylesheet, the worker, the card pool).
const EXTRA = ['/author.css', ...WORKER, POOL];

function assetsIn(html) {
  const urls = new Set();
  // Quoted or not: release pages are minified, and leave quotes out.
  for (const m of html.matchAll(/(?:href|src)=["']?(\/[^"'\s>?#]+\.(?:js|wasm|css))/g)) urls.add(m[1]);
  // trunk's loader names the JS and wasm in an inline module script.
  for (const m of html.matchAll(/'(\/[^'?#]+\.(?:js|wasm))'/g)) urls.add(m[1]);
  return [...urls];
}

/** The cached page that serves a navigation to `pathname`. */
function pageFor(pathname) {
  if (pathname === '/' || pathname === '/index.html') return '/index.html';
  if (TRAINEE_APP.test(pathname)) return '/trainee.html';
  return STUDY_APP.test(pathname) ? '/study.html' : '/app.html';
}

async function precache() {
  const cache = await caches.open(CACHE);
  const keep = new Set();
  for (const page of PAGES) {
    const response = await fetch(page, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`);
    const assets = assetsIn(await response.clone().text());
    await cache.addAll(assets.map((a) => new Request(a, { cache: 'no-cache' })));
    await cache.put(page, response);
    keep.add(page);
    assets.forEach((a) => keep.add(a));
  }
  await cache.addAll(EXTRA.map((a) => new Request(a, { cache: 'no-cache' })));
  EXTRA.forEach((a) => keep.add(a));
  for (const name of LISTS) {
    const list = await fetch(name, { cache: 'no-cache' });
    if (!list.ok) continue;
    const files = await list.json();
    await cache.addAll(files.map((f) => new Request(f, { cache: 'no-cache' })));
    files.forEach((f) => keep.add(f));
  }
  // Drop files of older builds.
  for (const request of await cache.keys()) {
    if (!keep.has(new URL(request.url).pathname)) await cache.delete(request);
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
    const page = pageFor(url.pathname);
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          const type = response.headers.get('content-type') || '';
          if (response.ok && type.startsWith('text/html')) {
            const cache = await caches.open(CACHE);
            await cache.put(page, response.clone());
          }
          return response;
        } catch (err) {
          const cached = (await caches.match(page)) || (await caches.match('/app.html')) || (await caches.match('/index.html'));
          if (cached) return cached;
          throw err;
        }
      })(),
    );
    return;
  }

  if (WORKER.includes(url.pathname) || url.pathname === POOL) {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request, { cache: 'no-cache' });
          if (response.ok) {
            const cache = await caches.open(CACHE);
            await cache.put(url.pathname, response.clone());
          }
          return response;
        } catch (err) {
          const cached = await caches.match(url.pathname);
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
