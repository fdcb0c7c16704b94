// The progress page at phone and desktop width (issue 24, "360 px"): the
// history's five columns do not fit 360 px, so below 40rem each answer is a
// card (scenario, question, then score, result and when, each named); at
// 1280 px it stays a table. Neither width scrolls sideways, the page or the
// history.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { axe, closeBrowser, DESKTOP, gotoApp, screenshot, withPage, until } from './helpers.mjs';

after(closeBrowser);

const PROGRESS_KEY = 'timing-window.progress';
const PHONE = { width: 360, height: 740 };

// Saved progress as the scenario page writes it: library questions (their
// prompts are read from the prepared lessons), one missed, one unanswered,
// and an id this build does not have (shown by its question id).
const attempts = (now) => [
  { scenario: 'sneak-attack-aphra', question: 'order', answer: ['a', 'b'], score: 0.5, legal: false, at: now - 3_600_000 },
  { scenario: 'sneak-attack-aphra', question: 'game-goes-on', answer: ['Game continues'], score: 1, legal: true, at: now - 60_000 },
  { scenario: 'chain-three-layers', question: 'who-third-layer', answer: [], score: 0, legal: false, at: now - 120_000 },
  { scenario: 'a-scenario-this-build-lacks', question: 'an-old-question-id-that-is-rather-long', answer: ['x'], score: 1, legal: true, at: now },
];

async function openWithHistory(page) {
  await gotoApp(page, '/progress');
  await page.evaluate(([k, list]) => localStorage.setItem(k, JSON.stringify({ version: 1, attempts: list })), [PROGRESS_KEY, attempts(Date.now())]);
  await page.reload();
  await page.locator('.progress-page tbody tr').first().waitFor();
  // The prompts read from the lessons have arrived.
  await until(page, () => [...document.querySelectorAll('.history-question')].some((td) => td.textContent.trim() !== 'order' && td.textContent.length > 20));
}

/** How far the page and the history reach past their boxes, in px. */
const overflow = (page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.progress-page .table-wrap');
    return { page: document.documentElement.scrollWidth - innerWidth, history: wrap.scrollWidth - wrap.clientWidth };
  });

test('progress at 360 px: each answer is a card, nothing scrolls sideways', () =>
  withPage(
    async ({ page, errors }) => {
      await openWithHistory(page);
      assert.deepEqual(await overflow(page), { page: 0, history: 0 });
      const rows = page.locator('.history tbody tr');
      assert.equal(await rows.count(), 4);
      // A card: one block as wide as the history, its short facts named.
      const card = await rows.first().evaluate((tr) => ({ display: getComputedStyle(tr).display, width: tr.getBoundingClientRect().width, table: tr.closest('.table-wrap').getBoundingClientRect().width }));
      assert.equal(card.display, 'block');
      assert.ok(Math.abs(card.width - card.table) < 1, `card ${card.width} px, history ${card.table} px`);
      const labels = await rows.first().locator('.history-fact').evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
      assert.deepEqual(labels, ['"Score: "', '"Result: "', '"When: "']);
      // The column headers stay for screen readers, out of sight.
      assert.ok((await page.locator('.history thead').boundingBox()).height <= 1);
      assert.equal(await page.getByRole('columnheader', { name: 'Question' }).count(), 1);
      assert.equal(await page.getByRole('cell', { name: 'not answered' }).count(), 1);
      // Every cell's text is inside the viewport.
      const outside = await page.locator('.history td').evaluateAll((tds) => tds.filter((td) => td.getBoundingClientRect().right > innerWidth + 0.5).length);
      assert.equal(outside, 0);
      assert.deepEqual(await axe(page), []);
      await screenshot(page, 'progress-history-360');
      assert.deepEqual(errors, []);
    },
    { viewport: PHONE },
  ));

test('progress at 1280 px: the history is a table', () =>
  withPage(
    async ({ page, errors }) => {
      await openWithHistory(page);
      assert.deepEqual(await overflow(page), { page: 0, history: 0 });
      assert.equal(await page.locator('.history tbody tr').first().evaluate((tr) => getComputedStyle(tr).display), 'table-row');
      assert.ok((await page.locator('.history thead').boundingBox()).height > 10);
      assert.deepEqual(await axe(page), []);
      await screenshot(page, 'progress-history-1280');
      assert.deepEqual(errors, []);
    },
    { viewport: DESKTOP },
  ));
