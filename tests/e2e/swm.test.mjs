// Star Wars Miniatures in the trainer, in real Chromium: one scenario
// completed with the keyboard alone, its reveal (the dice kept at the roll
// step, the initiative order at the end), its rules page with an anchor per
// step, the catalog's game filter in the URL, axe clean, and screenshots at
// 360 and 1280 px.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axe, closeBrowser, DESKTOP, gotoApp, screenshot, withPage, orderLabels, pressOnItem, tabTo } from './helpers.mjs';

after(closeBrowser);

const SCENARIO = '/scenarios/swm-recon-foresee';
// The order question's events in the order the engine allows.
const RIGHT = [
  'r2/alex/foresee-the-future',
  'r2/foresee-reveal',
  'r2/nico/initiative-roll-1',
  'r2/initiative-decided-1',
  'r2/alex/first-player',
];
const PHONE = { width: 360, height: 780 };
const labels = orderLabels;

/** Answer every question of the scenario with the keyboard alone: the
 * pick-one questions first (they come first on the page), then the order. */
async function completeByKeyboard(page) {
  const picks = [
    ['dice', 'four'],
    ['who-wins', 'Alex goes first'],
    ['who-picks', 'Alex'],
  ];
  for (const [q, value] of picks) {
    await tabTo(page, `input[name="pick-${q}"]`);
    for (let k = 0; k < 6; k++) {
      const on = await page.evaluate(
        ([n, v]) => document.querySelector(`input[name="${n}"][value="${v}"]`)?.checked,
        [`pick-${q}`, value],
      );
      if (on) break;
      await page.keyboard.press('ArrowDown');
    }
    await tabTo(page, `section[aria-labelledby="q-${q}"] button.primary`);
    await page.keyboard.press('Enter');
    await page.locator(`section[aria-labelledby="q-${q}"] .verdict`).waitFor();
  }
  for (let i = 0; i < RIGHT.length; i++) {
    const from = (await labels(page)).indexOf(RIGHT[i]);
    if (from === i) continue;
    await tabTo(page, `.order-item[data-label="${RIGHT[i]}"]`);
    await pressOnItem(page, 'Space', RIGHT[i]);
    for (let k = 0; k < from - i; k++) await pressOnItem(page, 'ArrowUp', RIGHT[i]);
    await pressOnItem(page, 'Space', RIGHT[i]);
  }
  assert.deepEqual(await labels(page), RIGHT);
  await tabTo(page, 'section[aria-labelledby="q-order"] button.primary');
  await page.keyboard.press('Enter');
  await page.locator('section[aria-labelledby="q-order"] .verdict').waitFor();
}

// The board the reveal draws for the current step (the page's own board,
// before the first step, comes first).
const boardText = (page) => page.locator('.trace-board .swm-board').innerText();

test('an SWM scenario completed by keyboard alone, and its reveal shows the dice kept and the initiative order', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    // Before any answer the board shows the squads, with real headings.
    assert.match(await page.locator('.swm-board').first().innerText(), /Viper Probe Droid/);
    await completeByKeyboard(page);
    const verdicts = await page.locator('.verdict .score').allTextContents();
    assert.deepEqual(verdicts.map((v) => v.trim()), ['Right', 'Right', 'Right', 'Right']);
    // The reveal is open; its board follows the step.
    // Step through the reveal by keyboard: the last step has the initiative order.
    await tabTo(page, '.stepper');
    await page.keyboard.press('End');
    assert.match(await page.locator('.step-count').textContent(), /Step (\d+) of \1/);
    const order = await page.locator('.trace-board .swm-order', { hasText: 'Initiative order' }).locator('li').allTextContents();
    assert.deepEqual(order.map((s) => s.trim()), ['Alex', 'Nico']);
    // Back to Nico's roll step: the board shows the three dice and the lowest
    // kept, and no initiative order yet.
    const current = '.trace li[aria-current="step"]';
    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      await page.keyboard.press('ArrowLeft');
      found = (await page.locator(current).getAttribute('data-label')) === 'r2/nico/initiative-roll-1';
    }
    assert.ok(found, 'the stepper reaches Nico\'s initiative roll');
    const atRoll = await boardText(page);
    assert.match(atRoll, /rolled 18, 15 and 4, kept 4/);
    assert.doesNotMatch(atRoll, /Initiative order/);
    assert.match(await boardText(page), /Used up[\s\S]*Foresee the Future/i);
    // The step's rule links to this game's rules page.
    assert.ok((await page.locator('a.rule[href="/rules/swm#R3"]').count()) > 0, 'R3 links to /rules/swm#R3');
    assert.deepEqual(await axe(page), [], 'axe violations on the revealed SWM scenario');
    await screenshot(page, 'swm-reveal-1280');
    await page.setViewportSize(PHONE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 360 px (${overflow} px over)`);
    await screenshot(page, 'swm-reveal-360');
    // Progress: the catalog shows it as correct, in the SWM group.
    await gotoApp(page, '/?game=swm');
    const card = page.locator('.scenario-card[data-id="swm-recon-foresee"]');
    assert.equal((await card.locator('.status').textContent()).trim(), 'Correct');
    assert.deepEqual(errors, []);
  }, { viewport: DESKTOP }));

test('the catalog filters by game from the URL and groups by game', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/?game=swm');
    await page.locator('.scenario-card').first().waitFor();
    const games = await page.locator('.scenario-card').evaluateAll((els) => els.map((e) => e.dataset.game));
    assert.ok(games.length >= 12, `${games.length} SWM scenarios`);
    assert.ok(games.every((g) => g === 'swm'), 'only SWM scenarios');
    assert.equal((await page.locator('.game-group h2').allTextContents()).join('|'), 'Star Wars Miniatures');
    // The select labelled "Game" (the tag filter's options name games too).
    const gameSelect = page.locator('label.filter', { has: page.locator('span', { hasText: /^Game$/ }) }).locator('select');
    assert.equal(await gameSelect.inputValue(), 'swm');
    // Choosing "Any" shows both games and takes game= out of the URL.
    await gameSelect.focus();
    await gameSelect.selectOption('');
    await page.locator('.game-group h2', { hasText: 'Star Wars: Unlimited' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('game'), null);
    assert.deepEqual(await axe(page), [], 'axe violations on the filtered catalog');
    assert.deepEqual(errors, []);
  }));

test('the SWM rules page has an anchor for every step the app cites and is axe clean', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/rules/swm#R6a');
    assert.match(await page.locator('h1').textContent(), /Star Wars Miniatures/);
    for (const id of ['sequence', 'PG1', 'PG9a', 'PG11', 'R1', 'R6a', 'R14']) {
      assert.equal(await page.locator(`[id="${id}"]`).count(), 1, `#${id}`);
    }
    await page.locator('h3.target').waitFor();
    assert.match(await page.locator('h3.target').textContent(), /^R6a\./);
    assert.deepEqual(await axe(page), [], 'axe violations on /rules/swm');
    await screenshot(page, 'swm-rules-360');
    // SWU's page stays at /rules and links to this one.
    await gotoApp(page, '/rules');
    assert.equal(await page.locator('a[href="/rules/swm"]').count(), 1);
    assert.deepEqual(errors, []);
  }, { viewport: PHONE }));
