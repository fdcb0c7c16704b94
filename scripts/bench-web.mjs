#!/usr/bin/env node
// Measures the release build as a trainee's browser meets it, page by page:
// the catalog (`/`), a scenario deep link (`/scenarios/ID`), an embed
// (`/embed/ID`), practice by topic (`/topics`), progress (`/progress`), the
// exam (`/exam`) and the author page (`/author`).
//
// For each page, over 10 cold loads (a fresh browser context each: empty
// HTTP cache, no service worker yet) in headless Chromium on loopback:
//  - bytes: every response the page itself fetched from navigation until it
//    was usable (HTML, JS, WASM, CSS, scenario data), each body gzipped here
//    at level 9 (the static server does not compress), summed. Requests the
//    service worker makes on its own (its precache) are not the page's and
//    are not counted; they happen after the page is usable.
//  - time to usable: performance.now() (milliseconds since navigation
//    start) at the first animation frame where the page is usable:
//      catalog   a scenario card's link is in the page;
//      scenario  the first question (`section.question`) is in the page and
//      / embed   holds an enabled control (a button or input that is not
//                disabled): the trainee can start answering;
//      topics    a topic's link (`.topic-card a[href]`) is in the page;
//      progress  the page's heading and its export control are in the page;
//      exam      the button that starts a new exam is in the page;
//      author    the editor (`#scenario-editor`) is enabled and the status
//                line (`#author-status`) has reported on the draft.
//    The median of the 10 loads is reported, with min and max.
//  - time to first paint: the page's first contentful paint (the static
//    frame's header and progress bar, where the page's HTML has one: issue
//    24), median of the loads.
// BENCH_PROFILE=slow emulates a slow network for every load (Chrome's
// DevTools protocol: 1.6 Mbps down, 750 kbps up, 150 ms round trip, the
// "slow 4G" of issue 24); the default is loopback, unthrottled.
// BENCH_PAGES=topics,progress measures only the pages named.
// Usage: node scripts/bench-web.mjs [dist-dir] [scenario-id]
//        (build first: bash scripts/test.sh build-release)
// Prints a Markdown table; docs/benchmarks.md records the figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = path.resolve(process.argv[2] || 'dist');
const scenario = process.argv[3] || 'sneak-attack-aphra';
const LOADS = Number(process.env.BENCH_LOADS || 10);
const PROFILES = {
  // Bytes per second; latency in ms.
  slow: { offline: false, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8, latency: 150 },
};
const profile = process.env.BENCH_PROFILE || 'loopback';
if (profile !== 'loopback' && !PROFILES[profile]) throw new Error(`BENCH_PROFILE: no profile ${profile}`);
const only = (process.env.BENCH_PAGES || '').split(',').filter(Boolean);

/** The pages measured: a path and the test, run in the page at each
 * animation frame, that it is usable: performance.now() once it is, else
 * false. (A function, not a string: the pages' CSP forbids eval.) */
const PAGES = [
  {
    name: 'catalog',
    path: '/',
    usable: () => !!document.querySelector('.scenario-card a[href]') && performance.now(),
  },
  {
    name: 'scenario deep link',
    path: `/scenarios/${scenario}`,
    usable: () => {
      const q = document.querySelector('section.question');
      return !!q && !!q.querySelector('button:not([disabled]), input:not([disabled])') && performance.now();
    },
  },
  {
    name: 'embed',
    path: `/embed/${scenario}`,
    usable: () => {
      const q = document.querySelector('section.question');
      return !!q && !!q.querySelector('button:not([disabled]), input:not([disabled])') && performance.now();
    },
  },
  {
    name: 'topics',
    path: '/topics',
    usable: () => !!document.querySelector('.topic-card a[href]') && performance.now(),
  },
  {
    name: 'progress',
    path: '/progress',
    usable: () => !!document.querySelector('.progress-page h1') && !!document.querySelector('.import-export button') && performance.now(),
  },
  {
    name: 'exam',
    path: '/exam',
    usable: () => !!document.querySelector('.exam-new button.primary') && performance.now(),
  },
  {
    name: 'author',
    path: '/author',
    usable: () => {
      const e = document.querySelector('#scenario-editor');
      const s = document.querySelector('#author-status');
      return !!e && !e.disabled && !!s && s.textContent.trim().length > 0 && performance.now();
    },
  },
];

// Serve dist on a free loopback port, the way scripts/test.sh's e2e stage does.
const server = spawn(process.execPath, [path.join(path.dirname(new URL(import.meta.url).pathname), 'static-server.mjs'), dist, '0', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
const base = await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => {
    const m = String(d).match(/listening: (http:\/\/[^\s]+)/);
    if (m) resolve(m[1].replace(/\/$/, ''));
  });
  server.on('exit', () => reject(new Error('the static server stopped')));
});

const browser = await chromium.launch({
  executablePath: process.env.TW_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** One cold load: its time to usable and what it fetched until then. */
async function coldLoad(spec) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (PROFILES[profile]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PROFILES[profile]);
  }
  const bodies = [];
  let done = false;
  page.on('response', (r) => {
    if (done) return;
    const u = new URL(r.url());
    if (u.origin !== base) return;
    bodies.push(
      r
        .body()
        .then((b) => ({ file: u.pathname, raw: b.length, gz: gzipSync(b, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(base + spec.path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(spec.usable, null, { polling: 'raf', timeout: 60000 });
  const ms = await handle.jsonValue();
  done = true;
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return { ms, paint, files };
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const kb = (n) => (n / 1024).toFixed(1);
const results = [];
try {
  for (const spec of PAGES.filter((p) => !only.length || only.includes(p.name))) {
    const times = [];
    const paints = [];
    let files = null;
    for (let i = 0; i < LOADS; i++) {
      const r = await coldLoad(spec);
      times.push(r.ms);
      if (r.paint !== null) paints.push(r.paint);
      files ??= r.files;
    }
    results.push({ spec, times, paints, files });
  }
} finally {
  await browser.close();
  server.kill();
}

for (const { spec, files } of results) {
  console.log(`\n${spec.name} (\`${spec.path}\`):\n\n| file | raw KB | gzip KB |\n|---|---:|---:|`);
  let total = 0;
  for (const f of files) {
    total += f.gz;
    console.log(`| ${f.file.replace(/-[0-9a-f]{16}(_bg)?/, '$1')} | ${kb(f.raw)} | ${kb(f.gz)} |`);
  }
  console.log(`| **total** | | **${kb(total)}** |`);
  spec.total = total;
}
const catalogMs = median(results[0].times);
console.log(`\nNetwork: ${profile}${PROFILES[profile] ? ` (${JSON.stringify(PROFILES[profile])})` : ''}.`);
console.log(`\n| page | gzip KB loaded until usable | first paint, median | time to usable, median of ${LOADS} (min–max) | × ${results[0].spec.name} |\n|---|---:|---:|---:|---:|`);
for (const { spec, times, paints } of results) {
  const m = median(times);
  const paint = paints.length ? `${median(paints).toFixed(0)} ms` : '–';
  console.log(`| ${spec.name} | ${kb(spec.total)} | ${paint} | ${m.toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}) | ${(m / catalogMs).toFixed(2)} |`);
}
