// The engine as a web worker (src/bin/explorer.rs) and its client
// (ui::explorer), in real Chromium under the app's Content-Security-Policy:
// the worker is not loaded until asked; started from the URL trunk emits,
// it answers a request for a library scenario's branch with the branch, and
// a request for a file that does not exist with an error; the app's client
// (through its test hook) keeps one worker for several requests, and turns
// a worker that cannot be loaded into an error instead of hanging; after one
// visit it answers offline from the service worker's cache.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { cachedAfterVisit, closeBrowser, gotoApp, withPage, until } from './helpers.mjs';
import { startServer } from './servers.mjs';

after(closeBrowser);

const FILE = 'sneak-attack-aphra.toml';
// A page of the full app, whose start installs the client's test hook
// (ui::explorer::install_test_hook).
const HOOK_PAGE = '/rules';
const isWorkerFile = (u) => /\/explorer(_loader\.js|\.js|_bg\.wasm)$/.test(new URL(u).pathname);

/** Record CSP violations from the first script on. */
async function watchPolicy(page) {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

test('the worker started from trunk\'s URL answers a branch with steps, and a missing file with an error', () =>
  withPage(async ({ page, errors }) => {
    await watchPolicy(page);
    const requested = [];
    page.on('request', (r) => isWorkerFile(r.url()) && requested.push(new URL(r.url()).pathname));
    await gotoApp(page, '/scenarios/sneak-attack-aphra');
    assert.deepEqual(requested, [], 'the scenario page does not load the engine worker by itself');

    const replies = await page.evaluate(async (file) => {
      const worker = new Worker('/explorer_loader.js');
      const inbox = [];
      let wake = null;
      worker.onmessage = (e) => { inbox.push(e.data); if (wake) wake(); };
      const next = async () => {
        const deadline = Date.now() + 20000;
        while (!inbox.length) {
          if (Date.now() > deadline) throw new Error('the worker did not answer');
          await new Promise((r) => { wake = r; setTimeout(r, 200); });
        }
        return inbox.shift();
      };
      const ready = await next();
      const ask = async (request) => { worker.postMessage(JSON.stringify(request)); return JSON.parse(await next()); };
      // The original run, for its first choice point's options.
      const original = await ask({ id: 1, file, decisions: [] });
      const choice = original.ok.trace.steps.find((s) => s.choice).choice;
      const other = choice.options.find((o) => o !== choice.chosen[0]);
      const branch = await ask({ id: 2, file, decisions: [{ at: 1, chosen: [other] }] });
      const missing = await ask({ id: 3, file: 'no-such-scenario.toml', decisions: [] });
      const broken = await ask({ id: 4, text: 'id = "x"\n[[script]\n', decisions: [] });
      worker.terminate();
      return { ready, original, choice, other, branch, missing, broken };
    }, FILE);

    assert.equal(replies.ready, '{"ready":true}');
    assert.equal(replies.original.id, 1);
    assert.equal(replies.original.ok.first_difference, null, 'no decision taken: the original run');
    assert.ok(replies.other, `another option at ${replies.choice.prompt}`);
    const { id, ok } = replies.branch;
    assert.equal(id, 2);
    assert.ok(ok.trace.steps.length > 0);
    assert.ok(ok.trace.steps.every((s) => typeof s.text === 'string' && s.board));
    assert.deepEqual(ok.decisions, [{ at: 1, chosen: [replies.other] }]);
    assert.equal(ok.trace.steps.filter((s) => s.choice)[0].choice.chosen[0], replies.other);
    assert.equal(typeof ok.first_difference, 'number', 'the other decision changes the run');
    assert.equal(replies.missing.id, 3);
    assert.match(replies.missing.error, /could not fetch \/scenarios\/no-such-scenario\.toml: the server answered 404/);
    assert.equal(replies.broken.id, 4);
    assert.match(replies.broken.error, /scenario\.toml:2:/);
    assert.ok(requested.includes('/explorer_bg.wasm'), requested.join(' '));
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    // The missing file's 404 is the one failed request.
    assert.deepEqual(errors.filter((e) => !e.includes('no-such-scenario.toml')), []);
  }));

test('the app\'s client keeps one worker, matches replies to requests and reports errors in words', () =>
  withPage(async ({ page, errors }) => {
    await watchPolicy(page);
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    await gotoApp(page, HOOK_PAGE);
    await until(page, () => typeof window.twExplorerWhatIf === 'function');
    assert.deepEqual(workers, []);
    const out = await page.evaluate(async (file) => {
      const hook = window.twExplorerWhatIf;
      const settle = (p) => p.then((ok) => ({ ok: JSON.parse(ok) }), (error) => ({ error: String(error) }));
      // Two requests at once, before the worker is ready: both wait for it,
      // and each gets its own reply.
      const [original, missing] = await Promise.all([settle(hook(file, '')), settle(hook('no-such-scenario.toml', ''))]);
      const choice = original.ok.trace.steps.find((s) => s.choice).choice;
      const other = choice.options.find((o) => o !== choice.chosen[0]);
      // Written as a `?what-if=` link writes it (timing::branch::encode).
      const escaped = other.replace(/%/g, '%25').replace(/\|/g, '%7C').replace(/,/g, '%2C');
      const branch = await settle(hook(file, `choice-1:${escaped}`));
      const unknown = await settle(hook(file, 'choice-9:nothing'));
      return { original, missing, other, branch, unknown };
    }, FILE);
    assert.equal(out.original.ok.first_difference, null);
    assert.match(out.missing.error, /the server answered 404/);
    assert.ok(out.branch.ok.trace.steps.length > 0);
    assert.deepEqual(out.branch.ok.decisions, [{ at: 1, chosen: [out.other] }]);
    assert.equal(typeof out.branch.ok.first_difference, 'number');
    assert.match(out.unknown.error, /there is no choice-9/);
    assert.equal(workers.length, 1, workers.join(' '));
    assert.match(workers[0], /\/explorer_loader\.js$/);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors.filter((e) => !e.includes('no-such-scenario.toml')), []);
  }));

test('a worker that cannot be loaded is an error, not a wait', () =>
  withPage(async ({ page }) => {
    await page.route('**/explorer_loader.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await gotoApp(page, HOOK_PAGE);
    await until(page, () => typeof window.twExplorerWhatIf === 'function');
    const started = Date.now();
    const error = await page.evaluate((file) =>
      window.twExplorerWhatIf(file, '').then(() => 'answered', (e) => String(e)), FILE);
    assert.match(error, /the engine's worker could not be loaded/);
    assert.ok(Date.now() - started < 15000, 'the load error ends the call, not the timeout');
  }));

test('after one visit the worker answers offline: the service worker keeps its files', async () => {
  const app = await startServer('dist');
  let stopped = false;
  try {
    await withPage(async ({ page, context }) => {
      const cached = await cachedAfterVisit(page, app.url);
      for (const p of ['/explorer_loader.js', '/explorer.js', '/explorer_bg.wasm']) {
        assert.ok(cached.includes(p), `${p} is cached: ${cached.join(' ')}`);
      }
      await app.stop();
      stopped = true;
      await context.setOffline(true);
      await page.goto(`${app.url}${HOOK_PAGE}`);
      await page.locator('h1').waitFor();
      await until(page, () => typeof window.twExplorerWhatIf === 'function');
      const reply = await page.evaluate((file) =>
        window.twExplorerWhatIf(file, '').then((ok) => JSON.parse(ok), (e) => String(e)), FILE);
      assert.ok(reply.trace?.steps?.length > 0, JSON.stringify(reply).slice(0, 300));
    });
  } finally {
    if (!stopped) await app.stop();
  }
});
