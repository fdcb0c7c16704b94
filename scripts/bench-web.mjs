#!/usr/bin/env node
// Measures the release build as a trainee's browser meets it:
//  - the gzip size of everything the first page loads (HTML, JS, WASM, CSS),
//    read from dist/index.html;
//  - the median time to the first rendered catalog over 10 cold loads in
//    headless Chromium, and the cumulative layout shift of those loads.
// Usage: node scripts/bench-web.mjs [dist-dir]   (build first: scripts/build.sh)
// Prints a Markdown table; docs/benchmarks.md records the figures.
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const dist = path.resolve(process.argv[2] || 'dist');

/** Gzip sizes of a page and everything it loads (its JS, WASM and CSS). */
async function pageSizes(page) {
  const html = await readFile(path.join(dist, page), 'utf8');
  const refs = [...new Set([...html.matchAll(/(?:href|src)="\/([^"]+\.(?:js|wasm|css))"/g)].map((m) => m[1]))];
  const rows = [[page, Buffer.from(html)]];
  for (const r of refs) rows.push([r, await readFile(path.join(dist, r))]);
  let total = 0;
  const sizes = rows.map(([name, bytes]) => {
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    return { name: name.replace(/-[0-9a-f]{16}(_bg)?/, '$1'), raw: bytes.length, gz };
  });
  return { sizes, total };
}
const first = await pageSizes('index.html');
let app = null;
try {
  app = await pageSizes('app.html');
} catch {
  // A build without the separate full app.
}

// Serve dist on a free loopback port.
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
const times = [];
const shifts = [];
try {
  for (let i = 0; i < 10; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(base + '/');
    await page.locator('.scenario-card').first().waitFor({ timeout: 30000 });
    times.push(await page.evaluate(() => performance.now()));
    await page.waitForTimeout(300);
    shifts.push(await page.evaluate(() => window.__cls));
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const kb = (n) => (n / 1024).toFixed(1);
console.log('| file | raw KB | gzip KB |\n|---|---:|---:|');
for (const s of first.sizes) console.log(`| ${s.name} | ${kb(s.raw)} | ${kb(s.gz)} |`);
console.log(`| **first page (catalog), total** | | **${kb(first.total)}** |`);
if (app) {
  for (const s of app.sizes) console.log(`| ${s.name} | ${kb(s.raw)} | ${kb(s.gz)} |`);
  console.log(`| **any other page (the full app), total** | | **${kb(app.total)}** |`);
}
console.log(`\nTime to the first rendered catalog, 10 cold loads: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}).`);
console.log(`Cumulative layout shift: median ${median(shifts).toFixed(3)} (max ${Math.max(...shifts).toFixed(3)}).`);
