#!/usr/bin/env node
// Measures what one keystroke on the author page costs in the browser, with
// the whole card pool loaded (issue 25: "the author page validates and runs
// a scenario within one frame after a keystroke").
//
// The page waits until typing settles (`SETTLE_MS` in src/ui/author.rs),
// then analyses the draft (parse, validate, run the engine, build the
// questions) and renders the result. That settled work is what is measured,
// not the wait: an init script wraps the page's settle timer so that, for
// each keystroke,
//  - `task` is the time from the timer's callback starting to the end of
//    the JavaScript task it runs in, microtasks included (leptos runs its
//    effects there, so the new status and preview are in the DOM by then:
//    checked at every keystroke);
//  - `painted` is the time from the same start to just after the next
//    frame has been rendered (a message posted from that frame's
//    animation-frame callback arrives after its style, layout and paint).
// Keystrokes alternate between breaking the draft (a letter after a
// number) and mending it (Backspace), so the page shows "1 problem" and
// "Valid" in turn: both the error path and the full run are timed.
// Drafts: the page's template, and the library's largest file.
//
// Usage: node scripts/bench-author.mjs [dist-dir]   (build first:
//        bash scripts/test.sh build-release). BENCH_KEYS sets keystrokes
//        per draft (default 30). Prints a Markdown table: median, min and
//        max of each figure; docs/benchmarks.md records them.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(process.argv[2] || 'dist');
const KEYS = Number(process.env.BENCH_KEYS || 30);
const authorRs = await readFile(path.join(repo, 'src/ui/author.rs'), 'utf8');
const SETTLE_MS = Number(authorRs.match(/const SETTLE_MS: u64 = (\d+);/)[1]);
const DRAFTS = [
  { name: 'template', text: await readFile(path.join(repo, 'src/scenario/template.toml'), 'utf8') },
  {
    name: 'delayed-effect-after-its-point (largest)',
    text: await readFile(path.join(repo, 'scenarios/delayed-effect-after-its-point.toml'), 'utf8'),
  },
];

// Serve dist on a free loopback port, as scripts/test.sh's e2e stage does.
const server = spawn(process.execPath, [path.join(repo, 'scripts/static-server.mjs'), dist, '0', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
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

/** Wraps the page's settle timers (a timeout of exactly `settle` ms) to
 * record each one's task and painted times in `window.__settled`, with the
 * status line's text at the end of the task. */
function instrument(settle) {
  window.__settled = [];
  const plain = window.setTimeout;
  window.setTimeout = function (cb, ms, ...rest) {
    if (ms !== settle || typeof cb !== 'function') return plain.call(window, cb, ms, ...rest);
    return plain.call(
      window,
      () => {
        const t0 = performance.now();
        cb(...rest);
        const after = (f) => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => f(performance.now());
          ch.port2.postMessage(0);
        };
        after((t1) => {
          const status = document.querySelector('#author-status')?.textContent ?? '';
          requestAnimationFrame(() =>
            after((t2) => window.__settled.push({ task: t1 - t0, painted: t2 - t0, status })),
          );
        });
      },
      ms,
    );
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(instrument, SETTLE_MS);
  await page.goto(`${base}/author`);
  const status = page.locator('#author-status');
  await status.filter({ hasText: 'Valid' }).waitFor({ timeout: 60_000 });
  const editor = page.locator('#scenario-editor');
  for (const draft of DRAFTS) {
    await editor.fill(draft.text);
    await page.waitForFunction(() => window.__settled.length > 0);
    await status.filter({ hasText: 'Valid' }).waitFor();
    // The caret just after the number of `difficulty = N`.
    const at = draft.text.match(/^difficulty = \d/m);
    const caret = at.index + at[0].length;
    await editor.evaluate((ta, pos) => {
      ta.focus();
      ta.setSelectionRange(pos, pos);
    }, caret);
    await page.evaluate(() => (window.__settled = []));
    for (let i = 0; i < KEYS; i++) {
      await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
      await page.waitForFunction((n) => window.__settled.length > n, i);
    }
    const got = await page.evaluate(() => window.__settled);
    got.forEach((g, i) => {
      const want = i % 2 === 0 ? /problem/ : /Valid/;
      if (!want.test(g.status)) throw new Error(`${draft.name}, keystroke ${i + 1}: the status at the task's end was "${g.status}", not ${want}: the work is not all in the task`);
    });
    for (const [kind, list] of [
      ['broken (1 problem)', got.filter((_, i) => i % 2 === 0)],
      ['valid (full run)', got.filter((_, i) => i % 2 === 1)],
    ]) {
      rows.push({ draft: draft.name, kind, task: list.map((g) => g.task), painted: list.map((g) => g.painted) });
    }
  }
} finally {
  await browser.close();
  server.kill();
}

const fmt = (xs) => `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
console.log(`\nAuthor page, one keystroke after the ${SETTLE_MS} ms settle, ${KEYS / 2} keystrokes of each kind per draft:\n`);
console.log('| draft | after the keystroke | task: analyse and render, median (min–max) | until painted, median (min–max) |\n|---|---|---:|---:|');
for (const r of rows) console.log(`| ${r.draft} | ${r.kind} | ${fmt(r.task)} | ${fmt(r.painted)} |`);
