// Smoke test of the built app: it loads at / and on a deep link, with no errors.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, get, gotoApp, screenshot, withPage } from './helpers.mjs';

after(closeBrowser);

test('/ loads and shows the "Timing Window" heading', () =>
  withPage(async ({ page, errors }) => {
    const response = await gotoApp(page, '/');
    assert.equal(response.status(), 200);
    assert.match(await page.locator('h1').first().textContent(), /Timing Window/);
    await screenshot(page, 'smoke-home');
    assert.deepEqual(errors, []);
  }));

test('a deep link is served the app (SPA fallback) and it mounts', () =>
  withPage(async ({ page, errors }) => {
    const response = await gotoApp(page, '/scenarios/sneak-attack-aphra');
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'], /^text\/html/);
    assert.equal(await page.locator('h1').count() > 0, true);
    await screenshot(page, 'smoke-deep-link');
    assert.deepEqual(errors, []);
  }));

test('the wasm module is served as application/wasm', async () => {
  const html = await (await get('/')).text();
  const wasm = html.match(/["'](\/[^"']+\.wasm)["']/);
  assert.ok(wasm, 'index.html references a .wasm file');
  const response = await get(wasm[1]);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/wasm');
});
