// Practice sets by topic and exam mode in real Chromium: the topics page and
// a topic's set with progress, an exam taken with the keyboard alone (no
// feedback until the end), its answers surviving a reload, a seed drawing the
// same exam, the time announced and handed in when it runs out, a corrupt
// saved exam ignored, the result by section counted in progress; axe on
// every page; screenshots at 360 and 1280 px.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axe, closeBrowser, DESKTOP, gotoApp, screenshot, withPage, until } from './helpers.mjs';

after(closeBrowser);

const EXAM_KEY = 'timing-window.exam';
const PROGRESS_KEY = 'timing-window.progress';
const PHONE = { width: 360, height: 780 };

const savedExam = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), EXAM_KEY);

/** Wait until the page has read every item's lesson in the background and
 * noted the question each asks (what an unanswered item is recorded
 * against): no fetch is then in flight to be cut off by a reload, and no
 * save of the exam races a test's own change to it. */
const lessonsRead = (page) =>
  until(page, (k) => JSON.parse(localStorage.getItem(k))?.items.every((i) => i.question), EXAM_KEY);

/** Press Tab until the focused element matches `selector` (or fail). */
async function tabTo(page, selector, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Answer the question on screen with the keyboard: move the first event of
 * an ordering question down one place, or pick the first option of the
 * others with Space. */
async function answerByKeyboard(page) {
  await page.locator('.exam-question').waitFor();
  if (await page.locator('.exam-question .order-item').count()) {
    await tabTo(page, '.exam-question .order-item');
    const label = await page.evaluate(() => document.activeElement.dataset.label);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await until(page, (l) => document.activeElement?.dataset?.label === l, label);
    await page.keyboard.press('Space');
  } else {
    await tabTo(page, '.exam-question input[type=radio]');
    await page.keyboard.press('Space');
  }
  await page.locator('.exam-saved', { hasText: 'Answer saved' }).waitFor();
}

test('the topics page lists every topic with its count, and a set shows progress and where to continue', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    assert.equal(await page.locator('nav[aria-label="Main"] a[href="/topics"]').count(), 1, 'the first page links to the topics');
    await gotoApp(page, '/topics');
    assert.match(await page.locator('h1').textContent(), /Practice by topic/);
    const cards = page.locator('.topic-card');
    assert.ok((await cards.count()) >= 10, 'at least ten topics');
    for (const text of await cards.locator('.topic-tally').allTextContents()) {
      const n = Number(text.match(/(\d+) scenarios/)[1]);
      assert.ok(n >= 5, `a topic with ${n} scenarios: ${text}`);
      assert.match(text, new RegExp(`0 of ${n} right`));
    }
    await page.locator('a[href="/topics/nesting"]').click();
    await page.waitForURL(/\/topics\/nesting$/);
    const items = page.locator('.topic-item');
    const ids = await items.evaluateAll((els) => els.map((e) => e.dataset.id));
    assert.ok(ids.length >= 5);
    assert.equal(await page.locator('.topic-next a').getAttribute('href'), `/scenarios/${ids[0]}?run=topic-nesting`);
    assert.match(await page.locator('.topic-next a').textContent(), /Start with scenario 1 of/);
    // The first scenario answered right (saved progress, as the scenario
    // page writes it): the set continues at the second.
    await page.evaluate(
      ([k, id]) =>
        localStorage.setItem(k, JSON.stringify({ version: 1, attempts: [{ scenario: id, question: 'q', answer: [], score: 1, legal: true, at: Date.now() }] })),
      [PROGRESS_KEY, ids[0]],
    );
    await page.reload();
    await page.locator('.topic-next').waitFor();
    assert.equal(await page.locator('.topic-next a').getAttribute('href'), `/scenarios/${ids[1]}?run=topic-nesting`);
    assert.match(await page.locator('.topic-next a').textContent(), /Continue with scenario 2 of/);
    assert.equal((await items.first().locator('.status').textContent()).trim(), 'Correct');
    assert.match(await page.locator('.topic-set > .topic-tally').textContent(), new RegExp(`^1 of ${ids.length} right`));
    assert.deepEqual(await axe(page), [], 'axe on a topic');
    await screenshot(page, 'exam-topic-set-1280');
    await gotoApp(page, '/topics');
    assert.match(await page.locator('.topic-card', { hasText: 'Nesting' }).locator('.topic-tally').textContent(), /1 of \d+ right/);
    assert.deepEqual(await axe(page), [], 'axe on the topics');
    await screenshot(page, 'exam-topics-1280');
    await gotoApp(page, '/topics/no-such-topic');
    assert.match(await page.locator('h1').textContent(), /Not found/);
    assert.deepEqual(errors, []);
  }));

test('the topics at phone width', () =>
  withPage(
    async ({ page, errors }) => {
      await gotoApp(page, '/topics');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      await screenshot(page, 'exam-topics-360');
      await gotoApp(page, '/topics/attacks');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      await screenshot(page, 'exam-topic-set-360');
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  ));

test('an exam taken with the keyboard alone: no feedback, answers survive a reload, the result by section counts in progress', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/exam');
    assert.deepEqual(await axe(page), [], 'axe on the exam start');
    await screenshot(page, 'exam-start-1280');
    await tabTo(page, 'button.primary');
    assert.match(await page.evaluate(() => document.activeElement.textContent), /Start a new exam/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exam\?seed=\d+&minutes=40$/);
    await page.locator('.exam-bar').waitFor();
    assert.equal(await page.locator('.exam-jump').count(), 20);
    assert.match(await page.locator('.clock').textContent(), /^(40:00|39:\d\d)$/);
    assert.equal(await page.locator('[role=timer]').getAttribute('aria-live'), null, 'the countdown is not read out every second');
    // Question 1 by keyboard.
    await answerByKeyboard(page);
    assert.equal(await page.locator('.verdict, .trace, .explanation').count(), 0, 'no feedback during the exam');
    assert.equal(await page.locator('.exam-jump').first().getAttribute('aria-label'), 'Question 1, answered');
    assert.match(await page.locator('.exam-count').textContent(), /^1 of 20 answered/);
    // On to question 2 by keyboard: focus goes to its heading.
    await tabTo(page, '.exam-moves button.primary');
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.id === 'exam-q-heading');
    assert.equal(await page.locator('#exam-q-heading').textContent(), 'Question 2 of 20');
    await answerByKeyboard(page);
    assert.deepEqual(await axe(page), [], 'axe during the exam');
    await screenshot(page, 'exam-question-1280');
    // A reload keeps both answers, the draw, the clock and the question.
    await lessonsRead(page);
    const before = await savedExam(page);
    assert.equal(Object.keys(before.answers).length, 2);
    await page.reload();
    await page.locator('.exam-bar').waitFor();
    assert.match(await page.locator('.exam-count').textContent(), /^2 of 20 answered/);
    const after = await savedExam(page);
    assert.deepEqual(after.items, before.items);
    assert.equal(after.started_at, before.started_at, 'the clock keeps running');
    assert.equal(await page.locator('#exam-q-heading').textContent(), 'Question 2 of 20', 'opens at the question the trainee was on');
    // Hand in by keyboard, through the confirmation.
    await tabTo(page, '.exam-hand-in button');
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.id === 'exam-confirm');
    assert.match(await page.locator('#exam-confirm').textContent(), /18 questions are not answered yet/);
    await tabTo(page, '.exam-hand-in button.primary');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exam\/result$/);
    await page.locator('.exam-score').waitFor();
    const saved = await savedExam(page);
    const right = Object.values(saved.answers).filter((a) => a.legal).length;
    assert.match(await page.locator('.exam-score').textContent(), new RegExp(`^${right} of 20 right`));
    // By section: the rows add up to 20, and every wrong or missing answer
    // is linked under its section.
    const rows = await page.locator('.exam-sections tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const [right, asked] = tr.cells[1].textContent.match(/^(\d+) of (\d+)$/).slice(1).map(Number);
        return { right, asked, missed: tr.querySelectorAll('.missed a').length };
      }),
    );
    assert.equal(rows.reduce((n, r) => n + r.asked, 0), 20);
    assert.equal(rows.reduce((n, r) => n + r.right, 0), right);
    for (const r of rows) assert.equal(r.right + r.missed, r.asked);
    const missedLinks = await page.locator('.exam-sections .missed a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of missedLinks) assert.match(href, /^\/scenarios\/[\w-]+$/);
    assert.equal(await page.locator('.exam-every li').count(), 20);
    assert.deepEqual(await axe(page), [], 'axe on the result');
    await screenshot(page, 'exam-result-1280');
    // The two answers count in progress like any other, and the 18 left
    // unanswered as missed ones.
    await gotoApp(page, '/progress');
    assert.match(await page.locator('.totals').textContent(), new RegExp(`^20 answer\\(s\\), ${right} right`));
    // Opening the result again counts nothing twice.
    await gotoApp(page, '/exam/result');
    await gotoApp(page, '/progress');
    assert.match(await page.locator('.totals').textContent(), /^20 answer/);
    // Leaving a page aborts a lesson it was still reading in the background
    // (the exam's pages read the items' prepared lessons): the test's own
    // navigation, not a failure of the app.
    const aborted = (e) => /^requestfailed: \S*\/prepared\/[\w-]+\.lesson \(net::ERR_ABORTED\)$/.test(e);
    assert.deepEqual(errors.filter((e) => !aborted(e)), []);
  }));

test('a seed in the URL draws the same exam in a fresh browser, another seed another exam', async () => {
  const draw = (seed) =>
    withPage(async ({ page, errors }) => {
      await gotoApp(page, `/exam?seed=${seed}&minutes=40`);
      await page.locator('.exam-bar').waitFor();
      assert.deepEqual(errors, []);
      return (await savedExam(page)).items.map((i) => i.scenario);
    });
  const a = await draw(4242);
  assert.equal(a.length, 20);
  assert.equal(new Set(a).size, 20);
  assert.deepEqual(await draw(4242), a);
  assert.notDeepEqual(await draw(4243), a);
});

test('the time left is announced at marks, and the exam is handed in when it runs out', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/exam?seed=77&minutes=40');
    await answerByKeyboard(page);
    await lessonsRead(page);
    // Move the start back so 66 seconds are left (the reload takes a few):
    // the 1-minute mark is announced politely once it passes.
    await page.evaluate((k) => {
      const e = JSON.parse(localStorage.getItem(k));
      e.started_at = Date.now() - (40 * 60 - 66) * 1000;
      localStorage.setItem(k, JSON.stringify(e));
    }, EXAM_KEY);
    await page.reload();
    await page.locator('.exam-bar').waitFor();
    assert.equal(await page.locator('.exam-bar [aria-live=polite]').textContent(), '');
    await page.locator('.exam-bar [aria-live=polite]', { hasText: '1 minute left.' }).waitFor({ timeout: 15_000 });
    assert.match(await page.locator('.clock').textContent(), /^(0:\d\d|1:00)$/);
    await screenshot(page, 'exam-low-time-1280');
    // Now let the time run out: it is handed in by itself.
    await page.evaluate((k) => {
      const e = JSON.parse(localStorage.getItem(k));
      e.started_at = Date.now() - (40 * 60 - 2) * 1000;
      localStorage.setItem(k, JSON.stringify(e));
    }, EXAM_KEY);
    await page.reload();
    await page.waitForURL(/\/exam\/result$/, { timeout: 10_000 });
    await page.locator('.exam-score').waitFor();
    assert.match(await page.locator('.exam-score').textContent(), /of 20 right/);
    const saved = await savedExam(page);
    assert.ok(saved.finished_at <= saved.started_at + 40 * 60 * 1000, 'handed in at the deadline');
    assert.equal(Object.keys(saved.answers).length, 1, 'the answer given is kept');
    assert.deepEqual(errors, []);
  }));

test('a corrupt saved exam is ignored and a new one replaces it', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/exam');
    await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"items":[{"scenario":'), EXAM_KEY);
    await gotoApp(page, '/exam');
    assert.equal(await page.locator('.exam-current').count(), 0, 'no exam in progress is offered');
    await gotoApp(page, '/exam/result');
    assert.match(await page.locator('h1').textContent(), /No exam handed in yet/);
    await gotoApp(page, '/exam?seed=9');
    await page.locator('.exam-bar').waitFor();
    assert.equal((await savedExam(page)).seed, 9);
    assert.deepEqual(errors, []);
  }));

test('the exam at phone width', () =>
  withPage(
    async ({ page, errors }) => {
      await gotoApp(page, '/exam?seed=31&minutes=40');
      await page.locator('.exam-question').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      assert.deepEqual(await axe(page), [], 'axe during the exam at 360 px');
      await screenshot(page, 'exam-question-360');
      await page.locator('.exam-hand-in button').click();
      await page.locator('.exam-hand-in button.primary').click();
      await page.waitForURL(/\/exam\/result$/);
      await page.locator('.exam-score').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scroll');
      await screenshot(page, 'exam-result-360');
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  ));

test('the exam in dark mode passes axe', () =>
  withPage(
    async ({ page, errors }) => {
      await gotoApp(page, '/exam?seed=12&minutes=40');
      await page.locator('.exam-question').waitFor();
      assert.deepEqual(await axe(page), []);
      assert.deepEqual(errors, []);
    },
    { viewport: DESKTOP, colorScheme: 'dark' },
  ));
