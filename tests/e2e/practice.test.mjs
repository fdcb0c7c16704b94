// Generated practice: the /practice index, a board at /practice/TEMPLATE?seed=N
// (the same seed gives the same board, "Next board" goes to seed + 1), and a
// generated board's answers counted in progress, reopening from there.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, gotoApp, screenshot, withPage } from './helpers.mjs';

after(closeBrowser);

const TEMPLATES = ['when-defeated-split', 'delayed-and-phase-trigger', 'played-by-ability', 'lethal-attack'];

test('the catalog links to /practice, which lists every template', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    assert.equal(await page.locator('a[href="/practice"]').count() > 0, true, 'the catalog links to /practice');
    await gotoApp(page, '/practice');
    assert.match(await page.locator('h1').first().textContent(), /Generated practice/);
    for (const t of TEMPLATES) {
      assert.equal(await page.locator(`a[href="/practice/${t}?seed=1"]`).count(), 1, `${t} is listed`);
    }
    await screenshot(page, 'practice-index');
    assert.deepEqual(errors, []);
  }));

test('every template builds a board whose question can be answered', () =>
  withPage(async ({ page, errors }) => {
    for (const t of TEMPLATES) {
      await gotoApp(page, `/practice/${t}?seed=5`);
      await page.locator('.practice-nav').waitFor();
      assert.equal(await page.locator('.problems').count(), 0, `${t} seed 5 builds`);
      await page.getByRole('button', { name: 'Check my order' }).first().click();
      await page.locator('.verdict').first().waitFor();
    }
    assert.deepEqual(errors, []);
  }));

test('a seed is a board: the same seed twice is the same board, Next goes to seed + 1', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/practice/when-defeated-split?seed=3');
    const situation = await page.locator('.situation p').first().textContent();
    assert.equal(await page.locator('a.practice-next').getAttribute('href'), '/practice/when-defeated-split?seed=4');
    await page.reload();
    await page.locator('.situation').waitFor();
    assert.equal(await page.locator('.situation p').first().textContent(), situation, 'same seed, same board');
    await page.locator('a.practice-next').click();
    await page.waitForURL(/seed=4$/);
    await page.locator('.situation').waitFor();
    assert.notEqual(await page.locator('.situation p').first().textContent(), situation, 'the next seed is another board');
    await screenshot(page, 'practice-board');
    assert.deepEqual(errors, []);
  }));

test('a generated board counts in progress and reopens from the history', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/practice/lethal-attack?seed=2');
    await page.getByRole('button', { name: 'Check my order' }).first().click();
    await page.locator('.verdict').first().waitFor();
    await gotoApp(page, '/progress');
    assert.match(await page.locator('.totals').textContent(), /^1 answer/);
    const link = page.locator('a[href="/practice/lethal-attack?seed=2"]').first();
    assert.match(await link.textContent(), /practice board 2/);
    await link.click();
    await page.waitForURL(/\/practice\/lethal-attack\?seed=2$/);
    await page.locator('.practice-nav').waitFor();
    assert.deepEqual(errors, []);
  }));

test('an unknown template is a page that says so', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/practice/no-such-template?seed=1');
    assert.match(await page.locator('h1').first().textContent(), /Not found/);
    assert.deepEqual(errors, []);
  }));
