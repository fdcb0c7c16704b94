// The page's frame before its app runs (issue 24): the full app's and the
// study app's HTML show the site header and a progress bar at once, before
// their wasm has loaded; the app replaces the frame as it mounts (one
// header, no progress bar); a start that fails is said in the frame, not
// left as a bar running for ever.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, url, withPage } from './helpers.mjs';

after(closeBrowser);

/** Hold back every wasm request until `release()` is called. */
async function holdWasm(page) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [name, path, wasm, heading] of [
  ['the full app', '/author', /^\/timing-window-[0-9a-f]+_bg\.wasm$/, /author/i],
  ['the study app', '/topics', /^\/study-[0-9a-f]+_bg\.wasm$/, /topic/i],
]) {
  test(`${name} shows its frame and a progress bar before its wasm has loaded, and replaces the frame when it mounts`, () =>
    withPage(async ({ page, errors }) => {
      const asked = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      const release = await holdWasm(page);
      await page.goto(url(path), { waitUntil: 'domcontentloaded' });
      // The frame, while the wasm is held back.
      await page.locator('#boot header.site-header nav a[href="/topics"]').waitFor();
      assert.ok(await page.locator('#boot progress').isVisible(), 'the frame shows a progress bar');
      assert.match(await page.locator('#boot [role="status"]').textContent(), /Loading Timing Window/);
      assert.equal(await page.locator('h1').count(), 0, 'no page heading before the app runs');
      assert.ok(asked.some((p) => wasm.test(p)), `the page asked for its app's wasm: ${asked}`);
      release();
      // The app's page in place of the frame.
      await page.locator('main#main h1').first().waitFor({ timeout: 30_000 });
      assert.match(await page.locator('main#main h1').first().textContent(), heading);
      assert.equal(await page.locator('#boot').count(), 0, 'the frame is gone');
      assert.equal(await page.locator('header.site-header').count(), 1, 'one site header');
      assert.deepEqual(errors, []);
    }));
}

test('a wasm that does not load is said in the frame, not left as a running progress bar', () =>
  withPage(async ({ page }) => {
    await page.route(/\.wasm$/, (route) => route.abort());
    await page.goto(url('/progress'), { waitUntil: 'domcontentloaded' });
    const alert = page.locator('#boot [role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    assert.match(await alert.textContent(), /could not start.*Reload the page/s);
    assert.equal(await page.locator('#boot progress').count(), 0, 'the progress bar is gone');
  }));
