// The real-time card game in Chromium: a trainee completes one scenario
// (all four question kinds), then steps to the moment a turn clock has run
// out and checks the three clocks the board shows there: the player clock
// blinking red, and under reduced motion a steady red outline with the word
// "running" instead; the state is in text for screen readers. axe-clean,
// with screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axe, closeBrowser, DESKTOP, gotoApp, screenshot, sidewaysOverflow, withPage, until } from './helpers.mjs';

after(closeBrowser);

const SCENARIO = '/scenarios/rt-never-selects-global-clock';
const RIGHT = [
  'alex/select-1',
  'nico/turn-clock-out-1',
  'nico/player-clock-starts-1',
  'global-clock-out-1',
  'nico/prep-base-1',
  'alex/attack-1',
];
const labels = (page) => page.locator('.order-item').evaluateAll((els) => els.map((e) => e.dataset.label));

/** Put the ordering list in `want`'s order with the keyboard (Space grabs,
 * arrows move, Space drops), as a trainee without a mouse does. */
async function order(page, want) {
  for (let i = 0; i < want.length; i++) {
    const from = (await labels(page)).indexOf(want[i]);
    assert.ok(from >= 0, `${want[i]} is listed`);
    if (from === i) continue;
    await page.locator(`.order-item[data-label="${want[i]}"]`).focus();
    const press = async (key) => {
      await page.keyboard.press(key);
      await until(page, (l) => document.activeElement?.dataset?.label === l, want[i]);
    };
    await press('Space');
    for (let k = 0; k < from - i; k++) await press('ArrowUp');
    await press('Space');
  }
  assert.deepEqual(await labels(page), want);
}

/** Answer a pick-one question and wait for its verdict. */
async function pick(page, q, value) {
  await page.locator(`input[name="pick-${q}"][value="${value}"]`).check();
  await page.locator(`section[aria-labelledby="q-${q}"] button.primary`).click();
  await page.locator(`section[aria-labelledby="q-${q}"] .verdict`).waitFor();
}

/** What one clock of the step's board shows. */
function clock(page, player, kind) {
  const side = player ? `.trace-board [data-player="${player}"]` : '.trace-board .realtime-board > .clock-row';
  return page.locator(`${side} .clock-${kind}`);
}

async function style(locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    const note = el.querySelector('.clock-running-note');
    return {
      animation: s.animationName,
      outline: s.outlineStyle,
      noteShown: note ? getComputedStyle(note).display !== 'none' : false,
    };
  });
}

async function complete(page) {
  await gotoApp(page, SCENARIO);
  // Before answering, the board shows the scenario's start: full clocks.
  assert.match(await page.locator('.realtime-board .board-status').textContent(), /Before the first turn/);
  assert.equal((await page.locator('.realtime-board [data-player="nico"] .clock-player .clock-time').textContent()).trim(), '1:00');
  await order(page, RIGHT);
  await page.getByRole('button', { name: 'Check my order' }).click();
  await page.locator('.verdict').first().waitFor();
  await pick(page, 'ends-when', 'global');
  await pick(page, 'who-discards', 'AI');
  await pick(page, 'outcome', 'Game continues');
  const verdicts = await page.locator('.verdict .score').allTextContents();
  assert.deepEqual(verdicts.map((v) => v.trim()), ['Right', 'Right', 'Right', 'Right']);
}

/** Step the trace to the step labelled `label`, with its own button. */
async function stepTo(page, label) {
  await page.locator(`.timeline .step[data-label="${label}"] .step-button`).click();
  await page.locator(`.timeline .step.current[data-label="${label}"]`).waitFor();
}

test('a realtime scenario can be completed, and the clocks at a step are shown and told', () =>
  withPage(async ({ page, errors }) => {
    await complete(page);
    // 0:06: Alex has selected; every clock is still counting.
    await stepTo(page, 'alex/select-1');
    assert.equal((await clock(page, null, 'global').locator('.clock-time').textContent()).trim(), '0:24');
    assert.equal((await clock(page, 'nico', 'turn').locator('.clock-time').textContent()).trim(), '0:09');
    assert.equal(await clock(page, 'nico', 'turn').getAttribute('data-state'), 'running');
    assert.equal(await clock(page, 'alex', 'turn').getAttribute('data-state'), 'stopped');
    assert.equal(await page.locator('.trace-board .clock.alert').count(), 0, 'nothing blinks yet');
    // 0:15: Nico's turn clock runs out; the player clock starts, blinking red.
    await stepTo(page, 'nico/player-clock-starts-1');
    const turn = clock(page, 'nico', 'turn');
    assert.equal((await turn.locator('.clock-time').textContent()).trim(), '0:00');
    assert.equal(await turn.getAttribute('data-state'), 'run out');
    assert.equal((await turn.locator('.clock-state').textContent()).trim(), 'run out');
    const player = clock(page, 'nico', 'player');
    assert.equal((await player.locator('.clock-time').textContent()).trim(), '1:00');
    assert.match(await player.getAttribute('class'), /\balert\b/);
    assert.equal(await player.getAttribute('data-state'), 'running');
    const blinking = await style(player);
    assert.equal(blinking.animation, 'clock-blink');
    assert.equal(blinking.noteShown, false, 'the word "running" replaces the blinking only under reduced motion');
    assert.equal(await clock(page, 'alex', 'player').getAttribute('class').then((c) => /\balert\b/.test(c)), false);
    assert.equal((await clock(page, null, 'global').locator('.clock-time').textContent()).trim(), '0:15');
    // Screen readers get the state in words (the drawn clocks are hidden from them).
    assert.equal(await player.getAttribute('aria-hidden'), 'true');
    assert.match(
      await page.locator('.trace-board [data-player="nico"] > .sr-only').textContent(),
      /^Nico: Turn clock 0:00, run out; Player clock 1:00, running; the turn clock has run out and the player clock is counting down; no action selected\.$/,
    );
    assert.deepEqual(await axe(page), [], 'axe violations at the blinking clock');
    await screenshot(page, 'realtime-clock-blinking-1280');
    // 0:30: the global clock has run out; Nico's player clock stopped at 0:45.
    await stepTo(page, 'global-clock-out-1');
    assert.equal(await clock(page, null, 'global').getAttribute('data-state'), 'run out');
    assert.equal((await clock(page, 'nico', 'player').locator('.clock-time').textContent()).trim(), '0:45');
    assert.deepEqual(errors, []);
  }));

test('under reduced motion the running player clock has a steady red outline and says "running"', () =>
  withPage(
    async ({ page, errors }) => {
      await complete(page);
      await stepTo(page, 'nico/player-clock-starts-1');
      const player = clock(page, 'nico', 'player');
      const steady = await style(player);
      assert.equal(steady.animation, 'none');
      assert.equal(steady.outline, 'solid');
      assert.equal(steady.noteShown, true);
      assert.equal((await player.locator('.clock-running-note').textContent()).trim(), 'running');
      assert.deepEqual(await axe(page), [], 'axe violations under reduced motion');
      await page.locator('.trace-board').screenshot({ path: (await screenshot(page, 'realtime-reduced-motion')).replace(/\.png$/, '-board.png') });
      assert.deepEqual(errors, []);
    },
    { reducedMotion: 'reduce' },
  ));

for (const [size, viewport] of [['360', { width: 360, height: 780 }], ['1280', DESKTOP]]) {
  test(`the realtime board at ${size} px: no horizontal overflow, with screenshots`, () =>
    withPage(
      async ({ page, errors }) => {
        await complete(page);
        await stepTo(page, 'nico/player-clock-starts-1');
        const { over, past } = await sidewaysOverflow(page);
        assert.ok(over <= 0, `${over}px of horizontal overflow at ${size} px: ${past.join('; ')}`);
        // Folded at 360 px until asked for (issue 24): open it to look at it.
        await page.locator('.trace-board').evaluate((d) => { d.open = true; });
        await page.locator('.trace-board').scrollIntoViewIfNeeded();
        const file = await screenshot(page, `realtime-${size}`);
        await page.locator('.trace-board').screenshot({ path: file.replace(/\.png$/, '-board.png') });
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}

// A team game: each team's own Reinforcements Zone on the board (issue 22).
const TEAM_GAME = '/scenarios/rt-team-transfer-summon';
const TEAM_ORDER = ['nico/attack-1', 'alex/transfer-1', 'blair/summon-1', 'dana/summon-1'];

/** The drawn Reinforcements Zone of one team at the current step. */
const zone = (page, team) => page.locator(`.trace-board .realtime-reinforcements[data-team="${team}"]`);

test('a team game can be completed, and the board shows each team its own Reinforcements Zone', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, TEAM_GAME);
    await order(page, TEAM_ORDER);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await page.locator('.verdict').first().waitFor();
    await pick(page, 'marine', 'yes');
    await pick(page, 'blue-summon', 'nothing');
    await pick(page, 'who-picks', 'Blair');
    await pick(page, 'outcome', 'Game continues');
    const verdicts = await page.locator('.verdict .score').allTextContents();
    assert.deepEqual(verdicts.map((v) => v.trim()), ['Right', 'Right', 'Right', 'Right', 'Right']);
    // After Alex's Transfer: the Marine is in team red's zone, team blue's is empty.
    await stepTo(page, 'alex/transfer-1');
    assert.match(await zone(page, 'red').locator('.zone-name').textContent(), /^Reinforcements Zone, team red \(Alex and Blair\)$/);
    assert.match(await zone(page, 'red').textContent(), /Marine/);
    assert.match(await zone(page, 'blue').locator('.zone-name').textContent(), /^Reinforcements Zone, team blue \(Nico and Dana\)$/);
    assert.equal((await zone(page, 'blue').locator('.empty').textContent()).trim(), 'none');
    // Blair picks the Marine, and the next step moves it into her Base: by
    // Dana's Summon it has left team red's zone.
    await stepTo(page, 'dana/summon-1');
    assert.doesNotMatch(await zone(page, 'red').textContent(), /Marine/);
    assert.deepEqual(await axe(page), [], 'axe violations on the team board');
    await screenshot(page, 'realtime-team-zones-1280');
    assert.deepEqual(errors, []);
  }));

// The target player's 8 s: Nico's turn clock reads 0:23 while Alex's reads 0:15.
const EXTRA_TIME = '/scenarios/rt-target-player-extra-time';

test('a target player who must select gets 8 s on the turn clock, shown on the board', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, EXTRA_TIME);
    await order(page, ['nico/extra-time-1', 'alex/turn-clock-out-1', 'alex/select-1', 'nico/select-1']);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await page.locator('.verdict').first().waitFor();
    await pick(page, 'who-late', 'alex');
    await pick(page, 'who-picks', 'Nico');
    await pick(page, 'outcome', 'Game continues');
    await stepTo(page, 'nico/extra-time-1');
    assert.equal((await clock(page, 'nico', 'turn').locator('.clock-time').textContent()).trim(), '0:23');
    assert.equal((await clock(page, 'alex', 'turn').locator('.clock-time').textContent()).trim(), '0:15');
    assert.equal((await clock(page, null, 'global').locator('.clock-time').textContent()).trim(), '0:30', 'the global clock gains nothing');
    // 0:15: Alex's turn clock runs out; Nico's still has 8 s.
    await stepTo(page, 'alex/turn-clock-out-1');
    assert.equal(await clock(page, 'alex', 'turn').getAttribute('data-state'), 'run out');
    assert.equal((await clock(page, 'nico', 'turn').locator('.clock-time').textContent()).trim(), '0:08');
    assert.equal(await clock(page, 'nico', 'turn').getAttribute('data-state'), 'running');
    assert.deepEqual(errors, []);
  }));
