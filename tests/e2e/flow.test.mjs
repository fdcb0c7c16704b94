// The trainee's flow (issue 15): nothing lost (answers in progress and
// checked ones survive a reload, Back/Forward and a rule link; the catalog
// keeps its filters in the address), nothing given away (questions one at a
// time, the engine's run only after the answers or a confirmed reveal, a
// step link included), one consistent verdict, and keyboard focus on the
// result after a check.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { answerInTurn, axe, closeBrowser, gotoApp, screenshot, withPage, until } from './helpers.mjs';

after(closeBrowser);

const SCENARIO = '/scenarios/sneak-attack-aphra';
const RIGHT = ['sneak-attack/delayed', 'inferno-four/when-defeated', 'doctor-aphra/regroup-start'];
const WRONG = ['doctor-aphra/regroup-start', 'sneak-attack/delayed', 'inferno-four/when-defeated'];
const WHY_PROMPT = "Why does Sneak Attack's effect resolve before Doctor Aphra's ability?";

const labels = (page, sel = '.order-item') => page.locator(sel).evaluateAll((els) => els.map((e) => e.dataset.label));

/** Arrange the first ordering list with its move-up buttons (no drag). */
async function arrange(page, target) {
  for (let i = 0; i < target.length; i++) {
    while ((await labels(page)).indexOf(target[i]) > i) {
      await page.locator(`.order-item[data-label="${target[i]}"] button[data-move=up]`).click();
    }
  }
  assert.deepEqual(await labels(page), target);
}

/** The id of the focused element's nearest ancestor (itself included) matching `selector`. */
const focusedIn = (page, selector) => page.evaluate((s) => document.activeElement?.closest(s)?.id ?? null, selector);

async function assertAxeClean(page, state) {
  assert.deepEqual(await axe(page), [], `axe violations: ${state}`);
}

test('questions open one at a time, so a later prompt cannot give an earlier answer away', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    await page.locator('section.question').first().waitFor();
    assert.equal(await page.locator('section.question').count(), 1);
    assert.ok(!(await page.locator('main').textContent()).includes(WHY_PROMPT), 'the "why" prompt waits for the order');
    assert.equal(await page.locator('.timeline').count(), 0, 'no trace before any answer');
    await arrange(page, RIGHT);
    await page.getByRole('button', { name: 'Check my order' }).click();
    // The answered question stays, with its verdict; the next one opens.
    await page.locator('section.question').nth(1).waitFor();
    assert.equal(await page.locator('section.question').count(), 2);
    assert.equal((await page.locator('#question-order .verdict .score').textContent()).trim(), 'Right');
    assert.ok((await page.locator('#question-why-first legend').textContent()).includes(WHY_PROMPT));
    // Still no trace: two questions are not answered yet.
    assert.equal(await page.locator('.timeline').count(), 0);
    assert.match(await page.locator('.reveal-gate').textContent(), /once you have answered the 3 questions left/);
    await assertAxeClean(page, 'one question answered');
    await screenshot(page, 'flow-one-at-a-time-1280');
    await answerInTurn(page);
    assert.equal(await page.locator('section.question').count(), 4);
    await page.locator('.timeline').waitFor();
    assert.equal(await page.locator('.reveal-gate').count(), 0);
    assert.deepEqual(errors, []);
  }));

test('an answer in progress and every checked answer survive a reload, Back and Forward, and a rule link', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    await page.locator('.order-item').first().waitFor();
    // Mid-answer: a reordered list, not checked.
    const start = await labels(page);
    await page.locator(`.order-item[data-label="${start[2]}"] button[data-move=up]`).click();
    const moved = [start[0], start[2], start[1]];
    assert.deepEqual(await labels(page), moved);
    await page.reload();
    await page.locator('.order-item').first().waitFor();
    assert.deepEqual(await labels(page), moved, 'the reordered list survives a reload');
    // A wrong order, checked; then a chosen option, not checked.
    await arrange(page, WRONG);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await page.locator('#question-order .verdict').waitFor();
    await page.locator('[data-option="active-player"] input').check();
    const state = async () => ({
      order: await labels(page),
      verdict: (await page.locator('#question-order .verdict .score').textContent()).trim(),
      picked: await page.locator('[data-option="active-player"] input').isChecked(),
      questions: await page.locator('section.question').count(),
      trace: await page.locator('.timeline').count(),
    });
    const before = await state();
    assert.deepEqual(before, { order: WRONG, verdict: '33% of the required order kept', picked: true, questions: 2, trace: 0 });
    await page.reload();
    await page.locator('#question-order .verdict').waitFor();
    assert.deepEqual(await state(), before, 'after a reload');
    // Follow a rule link in the feedback, then Back, Forward and Back.
    const link = page.locator('#question-order .verdict a.rule').first();
    const rule = (await link.textContent()).trim();
    await link.click();
    await page.locator('.rules-page').waitFor();
    assert.ok(page.url().endsWith(`/rules#${rule}`), page.url());
    await page.goBack();
    await page.locator('#question-order .verdict').waitFor();
    assert.deepEqual(await state(), before, 'after following a rule link and pressing Back');
    await page.goForward();
    await page.locator('.rules-page').waitFor();
    await page.goBack();
    await page.locator('#question-order .verdict').waitFor();
    assert.deepEqual(await state(), before, 'after Forward and Back');
    // The same in an embed: its drafts are the scenario's.
    await gotoApp(page, '/embed/sneak-attack-aphra');
    await page.locator('#question-order .verdict').waitFor();
    assert.deepEqual(await state(), before, 'the embed shows the same answers');
    assert.deepEqual(errors, []);
  }));

test('a corrupt, old or mismatched draft is ignored: the questions start fresh, nothing breaks', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const fresh = async () => {
      await gotoApp(page, SCENARIO);
      await page.locator('.order-item').first().waitFor();
      assert.equal(await page.locator('section.question').count(), 1);
      assert.equal(await page.locator('.verdict').count(), 0);
      assert.equal(await page.locator('[data-checked="true"]').count(), 0);
      return labels(page);
    };
    await page.evaluate(() => localStorage.removeItem('timing-window.drafts'));
    const start = await fresh();
    for (const raw of [
      'not json {',
      '{"version":99,"scenarios":{"sneak-attack-aphra":{"answers":{"order":{"answer":{"kind":"order","order":["x"]},"checked":"practice"}}}}}',
      '{"version":1,"scenarios":{"sneak-attack-aphra":{"answers":{"order":{"answer":{"kind":"order","order":["a","b","c"]},"checked":"practice"},"why-first":{"answer":{"kind":"pick","picked":"no-such"},"checked":"practice"}}}}}',
      '{"version":1,"scenarios":{"sneak-attack-aphra":"garbage"}}',
    ]) {
      await page.evaluate((r) => localStorage.setItem('timing-window.drafts', r), raw);
      assert.deepEqual(await fresh(), start, raw);
    }
    assert.deepEqual(errors, []);
  }));

test('no trace before the answers: a step link waits, and a reveal needs a confirmation in the page', () =>
  withPage(async ({ page, errors }) => {
    page.on('dialog', (d) => {
      errors.push(`a browser dialog: ${d.message()}`);
      d.dismiss();
    });
    await gotoApp(page, `${SCENARIO}?step=6`);
    const gate = page.locator('.reveal-gate');
    await gate.waitFor();
    assert.equal(await page.locator('.timeline').count(), 0, 'a step link shows no trace to someone who answered nothing');
    assert.match(await gate.textContent(), /opens the engine's run at step 6; it will show here once you have answered all 4 questions/);
    assert.equal(await page.locator('section.question').count(), 1);
    await assertAxeClean(page, 'the gate');
    // Ask, then think better of it: focus returns to the button.
    await page.getByRole('button', { name: "Show the engine's run now" }).click();
    assert.match(await page.locator('.reveal-confirm').textContent(), /This gives the answers away\..*4 questions you have not answered yet/);
    await until(page, () => document.activeElement?.id === 'reveal-warning');
    await assertAxeClean(page, 'the reveal warning');
    await screenshot(page, 'flow-reveal-warning-1280');
    await page.getByRole('button', { name: 'Keep answering' }).click();
    assert.equal(await page.locator('.timeline').count(), 0);
    await until(page, () => document.activeElement?.id === 'reveal-ask');
    // Ask again and confirm: the run opens at the linked step, focus on its heading.
    await page.getByRole('button', { name: "Show the engine's run now" }).click();
    await page.getByRole('button', { name: 'Yes, show the run' }).click();
    await page.locator('.timeline').waitFor();
    assert.equal(await page.locator('.timeline .step.current').getAttribute('data-label'), 'sneak-attack/delayed');
    // A step link focuses its step (not the trace's heading).
    await until(page, () => document.activeElement?.closest('.timeline .step')?.getAttribute('data-label') === 'sneak-attack/delayed');
    // The questions are still there to answer.
    assert.equal(await page.locator('section.question').count(), 1);
    // The choice is remembered.
    await page.reload();
    await page.locator('.timeline').waitFor();
    assert.deepEqual(errors, []);
  }));

test('one consistent verdict: no event marked right beside a 0 % score, and the credit is explained', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/scenarios/hask-defeated-together');
    await page.locator('.order-item').first().waitFor();
    // The order once seen marked 0 % with "✓ Right place" in the middle.
    await arrange(page, ['gideon-hask/enemy-defeated', 'calculating-magnaguard/friendly-defeated', 'gideon-hask/attack']);
    await page.getByRole('button', { name: 'Check my order' }).click();
    const verdict = page.locator('#question-order .verdict');
    await verdict.waitFor();
    assert.equal((await verdict.locator('.score').textContent()).trim(), '0% of the required order kept');
    const marks = await verdict.locator('.answer-item').evaluateAll((els) => els.map((e) => e.dataset.mark));
    assert.ok(!marks.includes('right'), `marks beside 0 %: ${marks}`);
    assert.ok(!(await verdict.locator('.answer').textContent()).includes('✓'));
    // The sentence's count is the count of the rules listed.
    const sentence = await verdict.locator('.feedback').textContent();
    const [, kept, total] = sentence.match(/(\d+) of (\d+) kept, 0%/) ?? [];
    assert.ok(total, sentence);
    assert.equal(Number(kept), 0);
    assert.equal(await verdict.locator('.broken-rules li').count(), Number(total) - Number(kept));
    await assertAxeClean(page, 'a 0 % verdict');
    // Partial credit: the marks follow the same broken rules.
    await page.getByRole('button', { name: 'Try again' }).click();
    await arrange(page, ['gideon-hask/enemy-defeated', 'gideon-hask/attack', 'calculating-magnaguard/friendly-defeated']);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await verdict.waitFor();
    const partial = await verdict.locator('.feedback').textContent();
    const [, k2, t2, pct] = partial.match(/(\d+) of (\d+) kept, (\d+)%/) ?? [];
    assert.ok(pct, partial);
    assert.equal(Number(pct), Math.round((100 * Number(k2)) / Number(t2)));
    assert.match(await verdict.locator('.score').textContent(), new RegExp(`^${pct}% of the required order kept`));
    assert.equal(await verdict.locator('.broken-rules li').count(), Number(t2) - Number(k2));
    const items = await verdict.locator('.answer-item').evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.label, e.dataset.mark])));
    assert.equal(items['calculating-magnaguard/friendly-defeated'], 'right');
    assert.equal(items['gideon-hask/enemy-defeated'], 'wrong');
    await screenshot(page, 'flow-partial-credit-1280');
    // Exam mode: all or nothing, and nothing marked right in a wrong order.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Exam: all or nothing').check();
    await arrange(page, ['gideon-hask/enemy-defeated', 'gideon-hask/attack', 'calculating-magnaguard/friendly-defeated']);
    await page.getByRole('button', { name: 'Check my order' }).click();
    await verdict.waitFor();
    assert.equal((await verdict.locator('.score').textContent()).trim(), '0%: not a legal order (exam)');
    const exam = await verdict.locator('.answer-item').evaluateAll((els) => els.map((e) => e.dataset.mark));
    assert.ok(!exam.includes('right'), `exam marks: ${exam}`);
    assert.deepEqual(errors, []);
  }));

test('after Check and Try again, keyboard focus moves to the result, not the page', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, SCENARIO);
    await page.getByRole('button', { name: 'Check my order' }).focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.closest('.result')?.id === 'result-order');
    assert.ok(await page.locator('#result-order .verdict').isVisible());
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.id === 'question-order');
    await page.getByRole('button', { name: 'Check my order' }).focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.closest('.result')?.id === 'result-order');
    // A pick-one question: choose with the keyboard, check, focus on its
    // result. A wrong option (the last): a right answer offers no Try again.
    await page.locator('#question-why-first input[type=radio]').last().focus();
    await page.keyboard.press('Space');
    await page.locator('#question-why-first').getByRole('button', { name: 'Check my answer' }).focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.closest('.result')?.id === 'result-why-first');
    assert.equal(await focusedIn(page, '.question'), 'question-why-first');
    await page.locator('#question-why-first').getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.id === 'question-why-first');
    assert.deepEqual(errors, []);
  }));

test('the catalog keeps its search and filters in the address, in both apps', () =>
  withPage(async ({ page, errors }) => {
    // The first page is the small catalog app.
    await gotoApp(page, '/');
    await page.getByLabel('Search titles').fill('Aphra');
    await page.locator('label.filter:has(> span:text-is("Difficulty")) select').selectOption('2');
    await until(page, () => location.search === '?q=Aphra&difficulty=2');
    const shown = await page.locator('.scenario-card').evaluateAll((els) => els.map((e) => e.dataset.id));
    assert.ok(shown.includes('sneak-attack-aphra'), `shown: ${shown}`);
    const count = await page.locator('.count').textContent();
    // Open a scenario (the full app loads) and come back.
    await page.locator('.scenario-card[data-id="sneak-attack-aphra"] h3 a').click();
    await page.locator('.order-item').first().waitFor();
    await page.goBack();
    await page.locator('.scenario-card').first().waitFor();
    assert.equal(await page.getByLabel('Search titles').inputValue(), 'Aphra');
    assert.equal(await page.locator('label.filter:has(> span:text-is("Difficulty")) select').inputValue(), '2');
    assert.equal(await page.locator('.count').textContent(), count);
    // The scenario page's way back carries the filters, into the full app's catalog.
    await page.locator('.scenario-card[data-id="sneak-attack-aphra"] h3 a').click();
    await page.locator('.order-item').first().waitFor();
    await page.getByRole('link', { name: '← All scenarios' }).click();
    await page.locator('.scenario-card').first().waitFor();
    assert.ok(page.url().endsWith('/?q=Aphra&difficulty=2'), page.url());
    assert.equal(await page.getByLabel('Search titles').inputValue(), 'Aphra');
    assert.equal(await page.locator('.count').textContent(), count);
    // The full app writes the address too, and Back from a scenario keeps it.
    const tag = await page.locator('.scenario-card[data-id="sneak-attack-aphra"] .facts .wide dd').last().textContent();
    const first = tag.split(',')[0].trim();
    await page.locator('label.filter:has(> span:text-is("Tag")) select').selectOption(first);
    await until(page, (t) => new URLSearchParams(location.search).get('tag') === t, first);
    await page.locator('.scenario-card[data-id="sneak-attack-aphra"] h3 a').click();
    await page.locator('.order-item').first().waitFor();
    await page.goBack();
    await page.locator('.scenario-card').first().waitFor();
    assert.equal(await page.locator('label.filter:has(> span:text-is("Tag")) select').inputValue(), first);
    assert.equal(await page.getByLabel('Search titles').inputValue(), 'Aphra');
    // A filtered catalog can be linked.
    await gotoApp(page, `/?q=${encodeURIComponent('zzzz no such')}&difficulty=3`);
    assert.equal(await page.getByLabel('Search titles').inputValue(), 'zzzz no such');
    assert.equal(await page.locator('label.filter:has(> span:text-is("Difficulty")) select').inputValue(), '3');
    assert.equal(await page.locator('.scenario-card').count(), 0);
    await assertAxeClean(page, 'a filtered catalog');
    assert.deepEqual(errors, []);
  }));

for (const [size, viewport] of [['360', { width: 360, height: 780 }], ['1280', { width: 1280, height: 800 }]]) {
  test(`the new states at ${size} px: no overflow, axe clean, with screenshots`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, SCENARIO);
        await arrange(page, WRONG);
        await page.getByRole('button', { name: 'Check my order' }).click();
        await page.locator('#question-order .verdict').waitFor();
        const overflow = () => page.evaluate(() => document.scrollingElement.scrollWidth - window.innerWidth);
        assert.ok((await overflow()) <= 0, `verdict overflows at ${size}`);
        await assertAxeClean(page, `a wrong order at ${size}`);
        await screenshot(page, `flow-wrong-order-${size}`);
        await page.getByRole('button', { name: "Show the engine's run now" }).click();
        assert.ok((await overflow()) <= 0, `warning overflows at ${size}`);
        await screenshot(page, `flow-reveal-warning-${size}`);
        await page.getByRole('button', { name: 'Yes, show the run' }).click();
        await page.locator('.timeline').waitFor();
        await assertAxeClean(page, `revealed early at ${size}`);
        // The embed: one question, no trace.
        await page.evaluate(() => localStorage.removeItem('timing-window.drafts'));
        await gotoApp(page, '/embed/sneak-attack-aphra?step=4');
        await page.locator('.reveal-gate').waitFor();
        assert.equal(await page.locator('.timeline').count(), 0);
        assert.equal(await page.locator('section.question').count(), 1);
        await assertAxeClean(page, `embed gate at ${size}`);
        await screenshot(page, `flow-embed-gate-${size}`);
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}
