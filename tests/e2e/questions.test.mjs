// Issue 24's points about questions, the exam and progress, in real
// Chromium at 1280 and 360 px: a "Question 2 of 5" counter; no "Try again"
// after a right answer; the exam result and the progress chart name rule
// sections by number and title; exam questions left unanswered come back in
// the review queue; a reload keeps the exam question the trainee was on.
// Screenshots in tests/e2e/screenshots/questions-*.png.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axe, closeBrowser, DESKTOP, gotoApp, screenshot, withPage, until } from './helpers.mjs';

after(closeBrowser);

const EXAM_KEY = 'timing-window.exam';
const PHONE = { width: 360, height: 740 };
// Five questions: who decides, order, choice, who decides, outcome.
const SCENARIO = '/scenarios/ambush-before-the-krayt-dragon';

const noSidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [name, viewport] of [['1280', DESKTOP], ['360', PHONE]]) {
  test(`each question says where it is among the scenario's, and a right answer offers no Try again (${name} px)`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, SCENARIO);
        const first = page.locator('#question-who-first');
        await first.waitFor();
        assert.equal((await first.locator('.question-counter').textContent()).trim(), 'Question 1 of 5');
        // A first pick, then, if it was wrong, Try again and the option the
        // verdict marked right: either way a right answer ends with no
        // Try again.
        await first.locator('input[type=radio]').first().check();
        await first.getByRole('button', { name: 'Check my answer' }).click();
        await first.locator('.verdict').waitFor();
        if ((await first.locator('.verdict .score').textContent()).trim() !== 'Right') {
          const right = await first.locator('label.option.right').getAttribute('data-option');
          await first.getByRole('button', { name: 'Try again' }).click();
          await first.locator(`label[data-option="${right}"] input`).check();
          await first.getByRole('button', { name: 'Check my answer' }).click();
          await first.locator('.verdict').waitFor();
        }
        assert.equal((await first.locator('.verdict .score').textContent()).trim(), 'Right');
        assert.equal(await first.getByRole('button', { name: 'Try again' }).count(), 0, 'no Try again after a right answer');
        // The next question opens with its own place.
        const order = page.locator('#question-order');
        await order.waitFor();
        assert.equal((await order.locator('.question-counter').textContent()).trim(), 'Question 2 of 5');
        // The starting order is never legal: a wrong answer offers Try again.
        await order.getByRole('button', { name: 'Check my order' }).click();
        await order.locator('.verdict').waitFor();
        assert.equal(await order.getByRole('button', { name: 'Try again' }).count(), 1);
        assert.equal(await noSidewaysScroll(page), true, 'no sideways scroll');
        assert.deepEqual(await axe(page), [], 'axe with the counter and verdicts');
        await screenshot(page, `questions-counter-${name}`);
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));

  test(`the exam keeps its question through a reload, names sections by title, and sends what was left unanswered to review (${name} px)`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, '/exam?seed=5&minutes=40');
        await page.locator('.exam-question').waitFor();
        // The page reads every item's lesson in the background and notes the
        // question each asks (what an unanswered item is recorded against);
        // waited for, so the reload cuts off no fetch in flight.
        await until(page, (k) => JSON.parse(localStorage.getItem(k))?.items.every((i) => i.question), EXAM_KEY);
        // On to question 3; a reload opens question 3 again.
        await page.locator('.exam-jump').nth(2).click();
        await until(page, () => document.getElementById('exam-q-heading')?.textContent === 'Question 3 of 20');
        await page.reload();
        await page.locator('.exam-question').waitFor();
        assert.equal(await page.locator('#exam-q-heading').textContent(), 'Question 3 of 20', 'the reload keeps the question');
        assert.equal(await page.locator('.exam-jump[aria-current=step]').textContent(), '3');
        // Answer it (as it stands, or the first option), leave the rest.
        const q = page.locator('.exam-question');
        if (await q.locator('.order-item').count()) {
          await q.getByRole('button', { name: 'Answer with this order' }).click();
        } else {
          await q.locator('input[type=radio]').first().check();
        }
        await page.locator('.exam-saved', { hasText: 'Answer saved' }).waitFor();
        await page.locator('.exam-hand-in button').click();
        await page.locator('.exam-hand-in button.primary').click();
        await page.waitForURL(/\/exam\/result$/);
        await page.locator('.exam-score').waitFor();
        // Sections by number and title ("7.6 Triggered abilities").
        const sections = await page.locator('.exam-sections tbody th').allTextContents();
        assert.ok(sections.length > 0);
        for (const s of sections) assert.match(s, /^\d+(\.\d+)? [A-Z“][a-z’”]/, `a section without its title: ${s}`);
        for (const s of await page.locator('.exam-every .note').allTextContents()) {
          assert.match(s, /^ · \d+(\.\d+)? [A-Z“]/, s);
        }
        assert.equal(await noSidewaysScroll(page), true, 'no sideways scroll');
        assert.deepEqual(await axe(page), [], 'axe on the result');
        await screenshot(page, `questions-exam-result-${name}`);
        // Progress: the 19 left unanswered are missed answers, in the review
        // queue (due tomorrow: "Coming up"), with the one given.
        await gotoApp(page, '/progress');
        assert.match(await page.locator('.totals').textContent(), /^20 answer\(s\), [01] right/);
        const coming = await page.locator('details summary', { hasText: 'Coming up' }).textContent();
        const queued = Number(coming.match(/\((\d+)\)/)[1]);
        assert.ok(queued >= 19, `only ${queued} in the review queue`);
        // The chart names each section by number and title too.
        const labels = await page.locator('.chart-label').allTextContents();
        assert.ok(labels.length > 0);
        for (const l of labels) assert.match(l, /^\d+(\.\d+)? [A-Z“]/, `a chart label without its title: ${l}`);
        assert.match(await page.locator('svg.chart').getAttribute('aria-label'), /\d \w+[^:]*: \d+ of \d+ right/);
        assert.equal(await noSidewaysScroll(page), true, 'no sideways scroll');
        assert.deepEqual(await axe(page), [], 'axe on progress');
        await screenshot(page, `questions-progress-${name}`);
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}
