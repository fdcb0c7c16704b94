// The trainee's experience in real Chromium: keyboard-only completion,
// dragging, progress export/import into a fresh profile, corrupt storage,
// an accessibility audit of every route, and screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { answerInTurn, axe, closeBrowser, gotoApp, MOBILE, DESKTOP, screenshot, withPage, orderLabels, pressOnItem, tabTo, until } from './helpers.mjs';

after(closeBrowser);

const SCENARIO = '/scenarios/sneak-attack-aphra';
const RIGHT = ['sneak-attack/delayed', 'inferno-four/when-defeated', 'doctor-aphra/regroup-start'];
const labels = orderLabels;

test('a whole scenario can be completed with the keyboard alone', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    // Ordering: reach the list by Tab, move with Space/arrows, check with Enter.
    for (let i = 0; i < RIGHT.length; i++) {
      const from = (await labels(page)).indexOf(RIGHT[i]);
      if (from === i) continue;
      await tabTo(page, `.order-item[data-label="${RIGHT[i]}"]`);
      await pressOnItem(page, 'Space', RIGHT[i]);
      for (let k = 0; k < from - i; k++) await pressOnItem(page, 'ArrowUp', RIGHT[i]);
      await pressOnItem(page, 'Space', RIGHT[i]);
    }
    assert.deepEqual(await labels(page), RIGHT);
    await tabTo(page, 'button.primary');
    await page.keyboard.press('Enter');
    await page.locator('.verdict').first().waitFor();
    // The three pick-one questions: arrow keys choose within a radio group.
    const picks = [
      ['why-first', 'delayed-first'],
      ['who-arranges', 'Alex'],
      ['game-goes-on', 'Game continues'],
    ];
    for (const [q, value] of picks) {
      await tabTo(page, `input[name="pick-${q}"]`);
      for (let k = 0; k < 5; k++) {
        if (await page.evaluate(([n, v]) => document.querySelector(`input[name="${n}"][value="${v}"]`).checked, [`pick-${q}`, value])) break;
        await page.keyboard.press('ArrowDown');
      }
      await tabTo(page, `section[aria-labelledby="q-${q}"] button.primary`);
      await page.keyboard.press('Enter');
      await page.locator(`section[aria-labelledby="q-${q}"] .verdict`).waitFor();
    }
    const verdicts = await page.locator('.verdict .score').allTextContents();
    assert.deepEqual(verdicts.map((v) => v.trim()), ['Right', 'Right', 'Right', 'Right']);
    // Step through the trace with the keyboard.
    await tabTo(page, '.stepper');
    await page.keyboard.press('End');
    assert.match(await page.locator('.step-count').textContent(), /Step (\d+) of \1/);
    await screenshot(page, 'keyboard-complete');
    // The catalog now shows the scenario as correct.
    await gotoApp(page, '/');
    assert.equal((await page.locator('.scenario-card[data-id="sneak-attack-aphra"] .status').textContent()).trim(), 'Correct');
    assert.deepEqual(errors, []);
  }));

test('events can be reordered by dragging', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    const before = await labels(page);
    await page.dragAndDrop(`.order-item[data-label="${before[2]}"]`, `.order-item[data-label="${before[0]}"]`);
    assert.deepEqual(await labels(page), [before[2], before[0], before[1]]);
    assert.deepEqual(errors, []);
  }));

test('the catalog filters by search, difficulty and status, and makes a practice set', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const total = await page.locator('.scenario-card').count();
    assert.ok(total >= 1);
    await page.getByLabel('Search titles').fill('zzzz-no-such-title');
    assert.equal(await page.locator('.scenario-card').count(), 0);
    assert.match(await page.locator('.count').textContent(), /^0 of \d+ scenarios/);
    await page.getByLabel('Search titles').fill('Aphra');
    assert.equal(await page.locator('.scenario-card[data-id="sneak-attack-aphra"]').count(), 1);
    await page.getByLabel('Search titles').fill('');
    await page.getByLabel('Status').selectOption('new');
    assert.equal(await page.locator('.scenario-card').count(), total);
    await page.getByLabel('Status').selectOption('correct');
    assert.equal(await page.locator('.scenario-card').count(), 0);
    await page.getByLabel('Status').selectOption('');
    await page.locator('.practice summary').click();
    await page.getByLabel('How many').fill('3');
    await page.getByRole('button', { name: 'Make the set' }).click();
    const set = await page.locator('.practice-list li').count();
    assert.ok(set >= 1 && set <= 3, `practice set of ${set}`);
    await page.reload();
    await page.locator('.practice summary').click();
    assert.equal(await page.locator('.practice-list li').count(), set, 'the practice set survives a reload');
    assert.deepEqual(errors, []);
  }));

test('progress exported from one browser profile imports into a fresh one, merging', async () => {
  let file;
  await withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await page.locator('.verdict').waitFor();
    await gotoApp(page, '/progress');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export progress' }).click();
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'output');
    await mkdir(dir, { recursive: true });
    file = path.join(dir, 'exported-progress.json');
    await (await download).saveAs(file);
    assert.match(await page.locator('.io-message').textContent(), /Exported 1 answer/);
    assert.deepEqual(errors, []);
  });
  const exported = JSON.parse(await readFile(file, 'utf8'));
  assert.equal(exported.version, 1);
  assert.equal(exported.attempts.length, 1);
  // A fresh profile: nothing saved yet.
  await withPage(async ({ page, errors }) => {
    await gotoApp(page, '/progress');
    assert.match(await page.locator('.totals').textContent(), /^0 answer/);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.locator('.io-message', { hasText: 'Imported' }).waitFor();
    assert.match(await page.locator('.io-message').textContent(), /1 new answer\(s\) merged, 0 already here/);
    assert.match(await page.locator('.totals').textContent(), /^1 answer/);
    // Importing the same file again adds nothing and overwrites nothing.
    await page.locator('input[type=file]').setInputFiles(file);
    await page.locator('.io-message', { hasText: '0 new' }).waitFor();
    assert.match(await page.locator('.totals').textContent(), /^1 answer/);
    await screenshot(page, 'progress-imported');
    assert.deepEqual(errors, []);
  });
});

test('a corrupt saved entry is set aside and reported; the rest is kept; nothing is erased', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const good = { scenario: 'sneak-attack-aphra', question: 'order', answer: RIGHT, score: 1, legal: true, at: Date.now() - 1000, duration: 5000 };
    await page.evaluate((good) => {
      localStorage.setItem('timing-window.progress', JSON.stringify({ version: 1, attempts: [good, { scenario: 42, junk: true }] }));
    }, good);
    await gotoApp(page, '/progress');
    const alert = page.locator('.set-aside');
    await alert.waitFor();
    assert.match(await alert.textContent(), /could not be read/);
    assert.match(await alert.textContent(), /set aside, not erased/);
    assert.match(await page.locator('.totals').textContent(), /^1 answer\(s\), 1 right/);
    // The unreadable entry is still in storage, word for word.
    const aside = await page.evaluate(() => localStorage.getItem('timing-window.progress.set-aside'));
    assert.match(aside, /\\"junk\\":true/);
    // A document from an unknown future version is set aside whole, not erased.
    await page.evaluate(() => localStorage.setItem('timing-window.progress', '{"version":7,"attempts":[]}'));
    await page.reload();
    await page.locator('.set-aside').waitFor();
    assert.match(await page.locator('.set-aside').textContent(), /schema 7/);
    await screenshot(page, 'progress-set-aside');
    // Discarding needs the trainee's confirmation.
    page.once('dialog', (d) => d.dismiss());
    await page.getByRole('button', { name: /Discard these entries/ }).click();
    assert.equal(await page.locator('.set-aside').count(), 1);
    assert.deepEqual(errors, []);
  }));

const ROUTES = ['/', SCENARIO, '/embed/sneak-attack-aphra', '/author', '/progress', '/rules', '/no/such/page'];

test('every route passes an axe-core audit with zero violations', () =>
  withPage(async ({ page, errors }) => {
    for (const route of ROUTES) {
      await gotoApp(page, route);
      await page.waitForTimeout(100);
      assert.deepEqual(await axe(page), [], `axe violations on ${route}`);
    }
    // And the scenario page after the reveal, with the trace open (it opens
    // once every question is answered).
    await gotoApp(page, SCENARIO);
    await answerInTurn(page);
    await page.locator('.timeline').waitFor();
    assert.deepEqual(await axe(page), [], 'axe violations on the revealed scenario');
    assert.deepEqual(errors, []);
  }));

for (const [size, viewport] of [['360', { width: 360, height: 780 }], ['1280', DESKTOP]]) {
  test(`every page at ${size} px: no horizontal overflow, with a screenshot`, () =>
    withPage(
      async ({ page, errors }) => {
        for (const route of ROUTES) {
          await gotoApp(page, route);
          if (route === SCENARIO) {
            await answerInTurn(page);
            await page.locator('.timeline').waitFor();
          }
          const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${route} overflows by ${overflow}px at ${size}`);
          await screenshot(page, `page-${size}-${route.slice(1).replace(/\W+/g, '-') || 'home'}`);
        }
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}

test('the app follows the system dark mode', () =>
  withPage(
    async ({ page }) => {
      await gotoApp(page, '/');
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.equal(bg, 'rgb(20, 22, 26)');
    },
    { colorScheme: 'dark' },
  ));

test('a rule link opens the rules page at that rule', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    await answerInTurn(page);
    // A lettered rule links to an anchor inside its entry, which is marked.
    await page.locator('.timeline a.rule', { hasText: '7.6.14a' }).first().click();
    await page.locator('.rules-page').waitFor();
    assert.match(page.url(), /\/rules#7\.6\.14a$/);
    const target = page.locator('[id="7.6.14"]');
    await until(page, () => document.getElementById('7.6.14')?.classList.contains('target'));
    assert.match(await target.textContent(), /^7\.6\.14 When Defeated resolves after the card is in the discard pile/);
    assert.ok(await target.isVisible());
    // A sub-rule mentioned inside an entry has its own anchor there.
    await gotoApp(page, '/rules#5.6.3');
    assert.match(await page.locator('[id="5.6.3"]').evaluate((e) => e.parentElement.textContent), /both bases at 0 at the same time/);
    assert.deepEqual(errors, []);
  }));

test('every scenario in the library opens, can be answered, and reveals its trace without errors', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const ids = await page.locator('.scenario-card').evaluateAll((els) => els.map((e) => e.dataset.id));
    assert.ok(ids.length >= 30, `${ids.length} scenarios in the catalog`);
    for (const id of ids) {
      await gotoApp(page, `/scenarios/${id}`);
      await page.locator('.question').first().waitFor();
      assert.equal(await page.locator('.problems').count(), 0, `${id} shows errors`);
      // Answer every question in turn (orders as they start, the first
      // option of the others): the trace opens once all are answered.
      await answerInTurn(page);
      await page.locator('.timeline .step').first().waitFor();
      assert.ok((await page.locator('.timeline .step').count()) > 0, `${id} has a trace`);
      assert.ok((await page.locator('.timeline a.rule').count()) > 0, `${id} cites rules`);
    }
    assert.deepEqual(errors, []);
  }));

test('the first page is the small catalog app; opening a scenario loads the trainee app, and the catalog link the catalog again', () =>
  withPage(async ({ page, errors }) => {
    const wasm = [];
    page.on('response', (r) => r.url().endsWith('.wasm') && wasm.push(new URL(r.url()).pathname));
    await gotoApp(page, '/');
    assert.equal(wasm.length, 1);
    assert.match(wasm[0], /^\/catalog-[0-9a-f]+_bg\.wasm$/);
    await page.locator('.scenario-card[data-id="sneak-attack-aphra"] h3 a').click();
    await page.locator('.order-item').first().waitFor();
    assert.match(page.url(), /\/scenarios\/sneak-attack-aphra$/);
    assert.ok(wasm.some((w) => /^\/trainee-[0-9a-f]+_bg\.wasm$/.test(w)), `loaded: ${wasm}`);
    assert.ok(!wasm.some((w) => /timing-window|explorer/.test(w)), `loaded the full app or the engine: ${wasm}`);
    // The catalog is another app: the link loads it from the server, and
    // Back returns to the scenario.
    await page.getByRole('link', { name: 'Scenarios', exact: true }).click();
    await page.locator('.scenario-card').first().waitFor();
    await page.goBack();
    await page.locator('.order-item').first().waitFor();
    assert.match(page.url(), /\/scenarios\/sneak-attack-aphra$/);
    assert.deepEqual(errors, []);
  }));
