// Text is text: scenarios full of hostile strings (script tags, event-handler
// attributes, javascript: links, very long and unusual Unicode) go through
// the trainee's view (title, board, questions, reveal) by share link, an
// embed of it, and the editor. Nothing executes, nothing is injected, and
// the layout does not overflow at 360 px or 1280 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { answerInTurn, closeBrowser, gotoApp, SCREENSHOT_DIR, withPage } from './helpers.mjs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { shareCode } from './servers.mjs';

after(closeBrowser);

const HOSTILE = await readFile(new URL('../fixtures/hostile/everything.toml', import.meta.url), 'utf8');
const TEMPLATE = await readFile(new URL('../../src/scenario/template.toml', import.meta.url), 'utf8');
// Broken on purpose: hostile strings inside the validator's messages.
const BROKEN = TEMPLATE.replace('units = [{ card = "inferno-four" }]', 'units = [{ card = "<img src=x onerror=alert(7)>" }]').replace(
  'deck_size = 30\n',
  'deck_size = 30\n"<script>alert(8)</script>" = 1\n',
);

/** Watch for anything executing: dialogs, the payloads' window flag, new script/iframe/img/svg/style elements. */
async function arm(page) {
  const fired = [];
  page.on('dialog', (d) => {
    fired.push(`dialog: ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    window.__injected = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (n.nodeType !== 1) continue;
          for (const el of [n, ...n.querySelectorAll('*')]) {
            // The app's own content (the header's logo is not scenario text).
            if (!el.closest('#main')) continue;
            const tag = el.tagName.toLowerCase();
            if (['script', 'iframe', 'img', 'svg', 'style', 'object', 'embed'].includes(tag)) window.__injected.push(tag);
            for (const a of el.attributes) if (/^on/i.test(a.name)) window.__injected.push(`${tag}[${a.name}]`);
            if (el.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:')) window.__injected.push(`${tag}[href=javascript:]`);
          }
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return fired;
}

/** The viewport only: the whole page is too tall for one capture. */
async function screenshot(page, name) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function assertClean(page, fired, where) {
  // Hover and focus everything a payload might hang on.
  for (const el of await page.locator('main *:visible').elementHandles().then((h) => h.slice(0, 200))) {
    await el.hover({ timeout: 500, force: true }).catch(() => {});
  }
  assert.deepEqual(fired, [], `${where}: no dialog`);
  assert.equal(await page.evaluate(() => window.__pwned), undefined, `${where}: no payload ran`);
  assert.deepEqual(await page.evaluate(() => window.__injected), [], `${where}: no element injected`);
  assert.ok(
    // Inline, only trunk's loader and the page frame's start reporter
    // (index.html, study.html), both allowed by their hashes.
    await page.evaluate(() => [...document.scripts].every((s) => (s.src ? s.src.startsWith(location.origin + '/') : s.textContent.includes('TrunkApplicationStarted') || s.textContent.includes('Timing Window could not start')))),
    `${where}: only the app's own scripts`,
  );
  assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), `${where}: no horizontal overflow`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).display), 'block', `${where}: layout intact`);
}

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`hostile scenario text through the trainee view, the reveal and an embed at ${viewport.width} px`, () =>
    withPage(async ({ page, errors }) => {
      const fired = await arm(page);
      await gotoApp(page, '/shared#s=' + shareCode(HOSTILE));
      // The strings are there, as text.
      assert.ok((await page.locator('h1').textContent()).startsWith('<script>window.__pwned="script";alert(1)</script> <img src=x'));
      assert.ok((await page.locator('.board').textContent()).includes('<svg onload='));
      // Answer everything to open the reveal (explanations, verdicts, trace).
      await answerInTurn(page, { pick: 'last' });
      await page.locator('.timeline').waitFor();
      assert.ok((await page.locator('.explanation').first().textContent()).includes('<iframe src="javascript:'));
      await screenshot(page, `hostile-reveal-${viewport.width}`);
      await assertClean(page, fired, `trainee view ${viewport.width}`);
      // Embedded.
      await gotoApp(page, '/embed/shared#s=' + shareCode(HOSTILE));
      await assertClean(page, fired, `embed ${viewport.width}`);
      assert.deepEqual(errors, []);
    }, { viewport }));

  test(`hostile scenario text in the editor and its preview at ${viewport.width} px`, () =>
    withPage(async ({ page, errors }) => {
      const fired = await arm(page);
      await gotoApp(page, '/author');
      await page.locator('#scenario-editor').fill(HOSTILE);
      await page.locator('.preview-title', { hasText: '<img src=x onerror=' }).waitFor();
      await page.locator('#author-status').filter({ hasText: 'Valid' }).waitFor();
      await screenshot(page, `hostile-author-${viewport.width}`);
      await assertClean(page, fired, `editor preview ${viewport.width}`);
      // Problems that quote hostile text.
      await page.locator('#scenario-editor').fill(BROKEN);
      await page.locator('#author-status').filter({ hasText: /^\d+ problems?$/ }).waitFor();
      assert.ok((await page.locator('.diagnostics').textContent()).includes('<script>alert(8)</script>'));
      await assertClean(page, fired, `editor problems ${viewport.width}`);
      // And after a reload (the saved draft).
      await page.reload();
      await page.locator('#author-status').filter({ hasText: /^\d+ problems?$/ }).waitFor();
      await assertClean(page, fired, `restored draft ${viewport.width}`);
      // A hostile share link that does not validate.
      await gotoApp(page, '/shared#s=' + shareCode(BROKEN));
      assert.ok((await page.locator('.shared-problem').textContent()).includes('<script>alert(8)</script>'));
      // Without the unknown key the next pass names the hostile card.
      await gotoApp(page, '/shared#s=' + shareCode(BROKEN.replace('"<script>alert(8)</script>" = 1\n', '')));
      assert.ok((await page.locator('.shared-problem').textContent()).includes('<img src=x onerror=alert(7)>'));
      await assertClean(page, fired, `shared problems ${viewport.width}`);
      assert.deepEqual(errors, []);
    }, { viewport }));
}
