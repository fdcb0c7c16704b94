// Offline: after a first visit the app and its bundled scenarios work with no
// network. A private server serves the build; after one visit the test stops
// that server *and* takes the browser offline, then opens a scenario by deep
// link and completes it, and visits the other pages.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { cachedAfterVisit, closeBrowser, withPage, until } from './helpers.mjs';
import { startServer } from './servers.mjs';

after(closeBrowser);

const RIGHT = ['sneak-attack/delayed', 'inferno-four/when-defeated', 'doctor-aphra/regroup-start'];
const labels = (page) => page.locator('.order-item').evaluateAll((els) => els.map((e) => e.dataset.label));

test('after one visit a scenario opens and is completed offline', async () => {
  const app = await startServer('dist');
  let stopped = false;
  try {
    await withPage(async ({ page, context }) => {
      // The service worker installed and cached the app shell.
      const cached = await cachedAfterVisit(page, app.url);
      // The four pages, their apps' files, every prepared lesson and every
      // scenario file.
      for (const p of ['/index.html', '/trainee.html', '/study.html', '/app.html', '/prepared/sneak-attack-aphra.lesson', '/prepared/swm-bribery-race.lesson', '/scenarios/sneak-attack-aphra.toml', '/scenarios/chain-three-layers.toml']) {
        assert.ok(cached.includes(p), `${p} is cached: ${cached.join(' ')}`);
      }
      // The catalog's, the trainee app's, the study app's, the full app's
      // and the engine worker's (explorer).
      assert.equal(cached.filter((p) => p.endsWith('.wasm')).length, 5, cached.join(' '));
      // Every stylesheet the four pages name, whether or not the visit
      // loaded it (release pages are minified: their links are unquoted).
      for (const page of ['/index.html', '/trainee.html', '/study.html', '/app.html']) {
        const html = await (await fetch(`${app.url}${page}`)).text();
        const sheets = [...html.matchAll(/href=["']?(\/[^"'\s>]+\.css)/g)].map((m) => m[1]);
        assert.ok(sheets.length > 0, `${page} names its stylesheets`);
        for (const s of sheets) assert.ok(cached.includes(s), `${s} (${page}) is cached: ${cached.join(' ')}`);
      }

      await app.stop();
      stopped = true;
      await context.setOffline(true);

      await page.goto(`${app.url}/scenarios/sneak-attack-aphra`);
      await page.locator('h1').waitFor();
      assert.equal(await page.locator('h1').textContent(), 'Sneak Attack, Doctor Aphra and Inferno Four');
      // Order question, with the keyboard.
      for (let i = 0; i < RIGHT.length; i++) {
        const from = (await labels(page)).indexOf(RIGHT[i]);
        if (from === i) continue;
        await page.locator(`.order-item[data-label="${RIGHT[i]}"]`).focus();
        for (const key of ['Space', ...Array(from - i).fill('ArrowUp'), 'Space']) {
          await page.keyboard.press(key);
          // Moves re-render the list; focus returns to the item a frame later.
          await until(page, (l) => document.activeElement?.dataset?.label === l, RIGHT[i]);
        }
      }
      await page.getByRole('button', { name: 'Check my order' }).click();
      // The three others.
      for (const option of ['delayed-first', 'Alex', 'Game continues']) {
        const q = page.locator('section.question', { has: page.locator(`[data-option="${option}"]`) });
        await q.locator(`[data-option="${option}"] input`).check();
        await q.getByRole('button', { name: 'Check my answer' }).click();
      }
      const scores = await page.locator('.verdict .score').allTextContents();
      assert.equal(scores.length, 4);
      assert.equal(scores[0].trim(), 'Right');
      assert.deepEqual(scores.slice(1).map((s) => s.trim()), ['Right', 'Right', 'Right']);
      // Other pages too, by deep link.
      await page.goto(`${app.url}/progress`);
      await page.locator('h1').waitFor();
      assert.match(await page.locator("main").textContent(), /4 answer\(s\), 4 right/);
      await page.goto(`${app.url}/author`);
      await page.locator('#author-status').filter({ hasText: 'Valid' }).waitFor();
    });
  } finally {
    if (!stopped) await app.stop();
  }
});
