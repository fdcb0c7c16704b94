// Shared helpers for the end-to-end tests (node --test tests/e2e/).
//
// The browser is Debian's Chromium at /usr/bin/chromium, driven by
// playwright-core: no browser is ever downloaded. BASE_URL points at
// scripts/static-server.mjs serving dist/ (scripts/test.sh starts it).

import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const SCREENSHOT_DIR = path.join(here, 'screenshots');
export const CHROMIUM = process.env.TW_CHROMIUM || '/usr/bin/chromium';

// Desktop and phone sizes, so tests can check both layouts.
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Absolute URL for an app path like '/progress'. */
export function url(p = '/') {
  return BASE_URL + (p.startsWith('/') ? p : '/' + p);
}

/**
 * Plain HTTP GET of an app path (no browser), e.g. to check headers or static
 * files. `Connection: close`, or node's keep-alive socket would hold the test
 * process open for ~5 s after the last test.
 */
export function get(p, init = {}) {
  return fetch(url(p), { ...init, headers: { connection: 'close', ...init.headers } });
}

let browserPromise = null;

/** One shared headless Chromium per test file (launched on first use). */
export function browser() {
  browserPromise ??= chromium.launch({
    executablePath: CHROMIUM,
    // Running as root needs --no-sandbox; the rest keeps Chromium from
    // phoning home (there's no network beyond the package registries).
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browserPromise;
}

/** Close the shared browser; call from an `after()` hook. */
export async function closeBrowser() {
  if (!browserPromise) return;
  const b = await browserPromise;
  browserPromise = null;
  await b.close();
}

/**
 * Run `fn({ page, context, errors })` in a fresh browser context and close it
 * afterwards. `errors` collects uncaught page errors (`pageerror`), console
 * errors, failed requests and HTTP >= 400 responses (see collectErrors), so a
 * test can end with `assert.deepEqual(errors, [])`.
 * Options: viewport ({width, height}), colorScheme ('light' | 'dark'),
 * reducedMotion, and anything else Playwright's newContext accepts.
 */
export async function withPage(fn, { viewport = DESKTOP, ...contextOptions } = {}) {
  const context = await (await browser()).newContext({ viewport, ...contextOptions });
  const page = await context.newPage();
  const errors = collectErrors(page);
  try {
    return await fn({ page, context, errors });
  } catch (err) {
    err.message += await pageState(page, errors);
    throw err;
  } finally {
    await context.close();
  }
}

/**
 * Where a failed test left the page, for its error message: the address,
 * the focused element, the start of the main text and the errors so far
 * (a log of a failure on another machine is often all there is).
 */
async function pageState(page, errors) {
  const state = await page
    .evaluate(() => {
      const a = document.activeElement;
      const focused = a ? `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''}${a.dataset?.label ? `[data-label=${a.dataset.label}]` : ''}` : 'none';
      const main = (document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400);
      return `\n  page: ${location.pathname}${location.search}${location.hash}\n  focus: ${focused}\n  main: ${main}`;
    })
    .catch((e) => `\n  (the page could not be read: ${e.message.split('\n')[0]})`);
  return `${state}\n  errors: ${JSON.stringify(errors)}`;
}

/**
 * Start collecting a page's errors into an array (returned, filled live):
 * uncaught exceptions, console.error, failed requests and HTTP error responses.
 * The browser's own /favicon.ico probe is ignored (the app ships no icon).
 */
export function collectErrors(page) {
  const errors = [];
  const ignored = (u) => new URL(u).pathname === '/favicon.ico';
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // "Failed to load resource" repeats an HTTP error without the URL; the
    // 'response' listener below reports those with their URL.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !ignored(res.url())) {
      errors.push(`http ${res.status()}: ${res.url()}`);
    }
  });
  page.on('requestfailed', (req) => {
    if (!ignored(req.url())) errors.push(`requestfailed: ${req.url()} (${req.failure()?.errorText})`);
  });
  return errors;
}

/**
 * Navigate to an app path and wait until the app has mounted (an <h1> exists:
 * the wasm has loaded and leptos rendered). Returns the navigation response.
 */
export async function gotoApp(page, p = '/', { timeout = 15_000 } = {}) {
  const response = await page.goto(url(p), { waitUntil: 'load', timeout });
  await page.locator('h1').first().waitFor({ timeout });
  return response;
}

/**
 * Wait until `fn(arg)` is truthy in the page, checked every 50 ms.
 * Playwright's own default checks on each animation frame, and under load
 * (a build beside the tests, a slow CI machine) headless Chromium can go
 * 30 s without drawing one while the page itself is ready: the wait then
 * fails with nothing wrong on the page. A timer runs regardless. Every
 * wait on the page goes through here (`lint.test.mjs` checks).
 */
export function until(page, fn, arg, options = {}) {
  return page.waitForFunction(fn, arg, { polling: 50, ...options });
}

/** Save a full-page PNG as tests/e2e/screenshots/<name>.png; returns its path. */
/** Visit `origin`'s first page once, wait until its service worker is
 * ready, and list the paths it cached (whatever the cache's version). */
export async function cachedAfterVisit(page, origin) {
  await page.goto(`${origin}/`);
  await page.locator('h1').first().waitFor();
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const name = (await caches.keys()).find((k) => k.startsWith('timing-window-shell-'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  });
}

export async function screenshot(page, name) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Run axe-core in the page and return its violations (empty = pass).
 * `tags` narrows the rules, e.g. ['wcag2a', 'wcag2aa'].
 */
export async function axe(page, { tags = ['wcag2a', 'wcag2aa'] } = {}) {
  const source = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated, not added as a <script>: the app's Content-Security-Policy
  // (rightly) blocks inline scripts.
  await page.evaluate(source);
  return page.evaluate(async (runOnly) => {
    const result = await window.axe.run(document, runOnly.length ? { runOnly } : {});
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, tags);
}

/**
 * How far the page scrolls sideways (px; 0 or less: not at all), and the
 * deepest elements that reach past the viewport's right edge, so a failed
 * check names what sticks out.
 */
export async function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const over = document.scrollingElement.scrollWidth - window.innerWidth;
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right ${Math.round(el.getBoundingClientRect().right)}px`);
    return { over, past };
  });
}

/**
 * Answer a scenario's questions in turn, as the page opens them one at a
 * time (`root` is a page or a frame): an order as it stands, a pick-one by
 * its first option (`pick: 'last'` for its last). Stops when none is left
 * open, or when the open question offers the option `until` (returned, for
 * the test to answer itself).
 */
export async function answerInTurn(root, { until = null, pick = 'first' } = {}) {
  await root.locator('section.question').first().waitFor();
  for (let n = 0; n < 40; n++) {
    const open = root.locator('section.question[data-checked="false"]').first();
    if (!(await open.count())) return null;
    if (until && (await open.locator(`[data-option="${until}"]`).count())) return open;
    const id = await open.getAttribute('id');
    if (await open.locator('.order-list').count()) {
      await open.getByRole('button', { name: 'Check my order' }).click();
    } else {
      const radios = open.locator('input[type=radio]');
      await (pick === 'last' ? radios.last() : radios.first()).check();
      await open.getByRole('button', { name: 'Check my answer' }).click();
    }
    await root.locator(`section.question[id="${id}"][data-checked="true"]`).waitFor();
  }
  throw new Error('questions kept opening');
}

/** Open the engine's run before every question is answered: the page's
 * button, then its confirmation. */
export async function revealTrace(page) {
  await page.getByRole('button', { name: "Show the engine's run now" }).click();
  await page.getByRole('button', { name: 'Yes, show the run' }).click();
  await page.locator('.timeline').waitFor();
}

/** Answer the open questions in turn until question `qid` is on the page
 * (questions appear one at a time). */
export async function reach(page, qid) {
  const target = page.locator(`section[aria-labelledby="q-${qid}"]`);
  for (let n = 0; n < 20 && !(await target.count()); n++) {
    const open = page.locator('section.question[data-checked="false"]').first();
    const id = await open.getAttribute('id');
    if (await open.locator('.order-list').count()) {
      await open.getByRole('button', { name: 'Check my order' }).click();
    } else {
      await open.locator('input[type=radio]').first().check();
      await open.getByRole('button', { name: 'Check my answer' }).click();
    }
    await page.locator(`section.question[id="${id}"][data-checked="true"]`).waitFor();
  }
  await target.waitFor();
}

/** The ordering question's items, by label, in the order shown. */
export const orderLabels = (page) => page.locator('.order-item').evaluateAll((els) => els.map((e) => e.dataset.label));

/** Press a key on the focused ordering item and wait until the app has put
 * focus back on it (moves re-render the list; focus returns a frame later). */
export async function pressOnItem(page, key, label) {
  await page.keyboard.press(key);
  await until(page, (l) => document.activeElement?.dataset?.label === l, label);
}

/** Press Tab until the focused element matches `selector` (or fail). */
export async function tabTo(page, selector, max = 300) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}
