// The author page: live validation with clickable positions, the preview,
// templates, the card picker, the Karabast import, drafts that survive a
// reload, download and the share link.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, test } from 'node:test';
import { answerInTurn, closeBrowser, gotoApp, MOBILE, screenshot, url, withPage, DESKTOP, axe, until } from './helpers.mjs';

after(closeBrowser);

const TEMPLATE = await readFile(new URL('../../src/scenario/template.toml', import.meta.url), 'utf8');
const KARABAST = await readFile(new URL('../fixtures/karabast/regroup-bug-report.json', import.meta.url), 'utf8');

const editor = (page) => page.locator('#scenario-editor');
const status = (page) => page.locator('#author-status');

/** Replace the editor's text as a user pasting would (fires input). */
async function setDraft(page, text) {
  await editor(page).fill(text);
}

test('a fresh author page starts from the template, valid, with board, trace and legal orders', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    assert.equal(await editor(page).inputValue(), TEMPLATE);
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    assert.equal(await status(page).getAttribute('aria-live'), 'polite');
    assert.equal(await page.locator('.author-preview .board').count(), 1);
    const labels = await page.locator('.author-trace li[data-label]:not([data-label=""])').evaluateAll((els) => els.map((e) => e.dataset.label));
    assert.ok(labels.includes('sneak-attack/delayed') && labels.includes('doctor-aphra/regroup-start'), labels.join(' '));
    assert.match(await page.locator('.legal-orders[data-question="order"] h4').textContent(), /1 legal order/);
    assert.equal(
      await page.locator('.legal-orders[data-question="order"] li').first().textContent(),
      "Sneak Attack's delayed effect \u2192 Doctor Aphra's ability",
    );
    for (const [name, viewport] of [['author-1280', DESKTOP], ['author-360', { width: 360, height: 740 }]]) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(100);
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), `no horizontal scroll at ${name}`);
      await screenshot(page, name);
    }
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(errors, []);
  }));

test('every problem is listed with line and column; activating one puts the cursor there', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    const broken = TEMPLATE.replace('difficulty = 2', 'difficulty = "hard"').replace('hand_unknown = 3', 'hand_unknwn = 3');
    await setDraft(page, broken);
    await status(page).filter({ hasText: '2 problems' }).waitFor();
    const items = page.locator('button.diagnostic');
    assert.equal(await items.count(), 2);
    const texts = await items.allTextContents();
    const lineOf = (needle) => broken.split('\n').findIndex((l) => l.includes(needle)) + 1;
    assert.match(texts[0], new RegExp(`line ${lineOf('difficulty = "hard"')}, column 14`));
    assert.match(texts[1], new RegExp(`line ${lineOf('hand_unknwn')}, column 1.*hand_unknown`));
    // Keyboard: focus the second problem and press Enter.
    await items.nth(1).focus();
    await page.keyboard.press('Enter');
    const sel = await editor(page).evaluate((ta) => [document.activeElement === ta, ta.value.slice(ta.selectionStart, ta.selectionEnd)]);
    assert.deepEqual(sel, [true, 'hand_unknwn']);
    assert.match(await page.locator('#editor-caret').textContent(), new RegExp(`Line ${lineOf('hand_unknwn')}, column 1`));
    // A click on the first.
    await items.nth(0).click();
    assert.equal(await editor(page).evaluate((ta) => ta.value.slice(ta.selectionStart, ta.selectionEnd)), '"hard"');
    await screenshot(page, 'author-problems');
    assert.deepEqual(errors, []);
  }));

test('typing is never lost: the draft comes back after a reload and in a new tab', () =>
  withPage(async ({ page, context, errors }) => {
    await gotoApp(page, '/author');
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n# my unsaved thought');
    // No wait for any save button or debounce: reload at once.
    await page.reload();
    await page.locator('h1').waitFor();
    assert.ok((await editor(page).inputValue()).endsWith('\n# my unsaved thought'));
    assert.match(await page.locator('.author .note').first().textContent(), /restored/);
    // A crash: the page is gone without unload handlers; a new tab has it.
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await gotoApp(again, '/author');
    assert.ok((await editor(again).inputValue()).endsWith('\n# my unsaved thought'));
    assert.deepEqual(errors, []);
  }));

test('the card picker searches the pool by name and inserts the id at the cursor', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    const text = TEMPLATE.replace('units = [{ card = "inferno-four" }]', 'units = [{ card = "inferno-four" }, { card = "" }]');
    await setDraft(page, text);
    const at = text.indexOf('{ card = "" }') + '{ card = "'.length;
    await editor(page).evaluate((ta, at) => ta.setSelectionRange(at, at), at);
    // The whole printed pool is searched: 'vader' alone finds every Darth
    // Vader printing, the subtitle finds one.
    await page.locator('#card-search').fill('commanding the first legion');
    await page.locator('#card-search-count').filter({ hasText: '1 card(s) found' }).waitFor();
    const result = page.locator('button.card-result');
    assert.match(await result.first().textContent(), /Darth Vader, Commanding the First Legion/);
    // Keyboard: Tab from the search box to the result, Enter.
    await page.locator('#card-search').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const value = await editor(page).inputValue();
    assert.ok(value.includes('{ card = "darth-vader" }'), 'the id is inserted between the quotes');
    assert.equal(await editor(page).evaluate((ta) => ta.selectionStart), at + 'darth-vader'.length);
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    assert.deepEqual(errors, []);
  }));

test('a card no hand-written data names is picked from the printed pool, and the scenario runs with it', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    // The pool is data the page loads first; the status says so until then.
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    // Assault Lander LAAT (TS26 23) is read from its printed text only:
    // "When the regroup phase starts: Deal 4 damage to this unit." Both
    // players then have a regroup-start ability, so Alex picks who goes
    // first (7.6.10): the draft adds that decision.
    const text = TEMPLATE.replace('[players.nico]\n', '[players.nico]\nunits = [{ card = "" }]\n').replace(
      '[[question]]',
      '[[script]]\nplayer = "alex"\nchoose = "Nico"\n\n[[question]]',
    );
    await setDraft(page, text);
    const at = text.indexOf('units = [{ card = "" }]') + 'units = [{ card = "'.length;
    await editor(page).evaluate((ta, at) => ta.setSelectionRange(at, at), at);
    await page.locator('#card-search').fill('Assault Lander');
    const pick = page.locator('button.card-result[data-id="assault-lander-laat"]');
    await pick.waitFor();
    assert.match(await pick.textContent(), /TS26 23/);
    assert.doesNotMatch(await pick.textContent(), /not simulated/);
    await pick.click();
    assert.ok((await editor(page).inputValue()).includes('units = [{ card = "assault-lander-laat" }]'));
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    // The engine ran it: the card's own ability resolves in the trace (the
    // status read "Valid" before the pick too: wait for the new run).
    await page.locator('.author-trace li[data-label="assault-lander-laat/regroup-start"]').waitFor({ timeout: 10000 }).catch(() => {});
    const labels = await page.locator('.author-trace li[data-label]:not([data-label=""])').evaluateAll((els) => els.map((e) => e.dataset.label));
    assert.ok(labels.includes('assault-lander-laat/regroup-start'), labels.join(' '));
    assert.ok((await page.locator('.author-preview .board').textContent()).includes('Assault Lander LAAT'));
    await screenshot(page, 'author-printed-card');
    // Nothing matches: the picker says so.
    await page.locator('#card-search').fill('no such card at all');
    assert.match(await page.locator('.card-search-none').textContent(), /No card matches \u201cno such card at all\u201d/);
    assert.deepEqual(errors, []);
  }));

test('templates replace the draft, and the replaced draft can be restored', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    await setDraft(page, TEMPLATE + '\n# mine');
    await page.locator('#template-choice').selectOption('sneak-attack-aphra');
    await page.getByRole('button', { name: 'Use it' }).click();
    // A library scenario is fetched like any other, then replaces the draft.
    await until(page, () => document.querySelector('#template-choice') && /^# The judge lesson's own example/.test(document.querySelector('#scenario-editor').value));
    assert.match(await editor(page).inputValue(), /^# The judge lesson's own example/);
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    assert.match(await page.locator('.preview-title').textContent(), /Sneak Attack, Doctor Aphra and Inferno Four/);
    await page.getByRole('button', { name: 'Restore the replaced draft' }).click();
    assert.equal(await editor(page).inputValue(), TEMPLATE + '\n# mine');
    assert.deepEqual(errors, []);
  }));

test('a Karabast game state of real cards becomes the board of a new scenario, none of them unknown', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    // The import reads the card pool, data the page loads first.
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    await page.locator('.karabast-import summary').click();
    await page.locator('#karabast-json').fill(KARABAST);
    await page.getByRole('button', { name: 'Import as a new scenario' }).click();
    // Every printed card is known (issue 26): Wing Leader, AT-ST, Takedown,
    // Wampa and the TIE/ln Fighter were unknown before the whole pool loaded.
    assert.deepEqual(await page.locator('.unknown-cards li').allTextContents(), []);
    // Every card is placed; the state gives no round, and the import says so.
    const summary = await page.locator('ul.import-summary').textContent();
    assert.match(summary, /Every card of the state is on the board\./);
    assert.match(await page.locator('ul.import-assumed').textContent(), /Round 1 assumed/);
    const text = await editor(page).inputValue();
    assert.match(text, /^# Imported from a Karabast game state/);
    assert.match(text, /\{ card = "darth-vader", damage = 2 \}/);
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    // The preview board shows the imported units.
    assert.ok((await page.locator('.author-preview .board').textContent()).includes('Darth Vader'));
    await screenshot(page, 'author-karabast');
    // Bad JSON is a clear message, and the draft is untouched. (A good
    // import closed the tool: open it again.)
    await page.locator('.karabast-import summary').click();
    await page.locator('#karabast-json').fill('{"player1": ');
    await page.getByRole('button', { name: 'Import as a new scenario' }).click();
    assert.match(await page.locator('.import-report').textContent(), /Not imported: not JSON/);
    assert.equal(await editor(page).inputValue(), text);
    assert.deepEqual(errors, []);
  }));

test('download gives the draft as ID.toml', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .toml' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'template-scenario.toml');
    const body = await readFile(await download.path(), 'utf8');
    assert.equal(body, TEMPLATE);
    assert.deepEqual(errors, []);
  }, { acceptDownloads: true }));

test('a share link carries the whole scenario and opens the trainee view of it', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/author');
    const mine = TEMPLATE.replace('title = "A delayed effect at the start of the regroup phase"', 'title = "Shared: délai ✓"');
    await setDraft(page, mine);
    await status(page).filter({ hasText: 'Valid' }).waitFor();
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = await page.locator('#share-url').inputValue();
    assert.ok(link.startsWith(url('/shared#s=')), link);
    assert.ok(link.length < mine.length, 'compressed');
    await page.goto(link);
    await page.locator('h1').waitFor();
    assert.equal(await page.locator('h1').textContent(), 'Shared: délai ✓');
    // It is a working scenario: answer the outcome question (the earlier
    // ones first: questions open one at a time).
    await answerInTurn(page, { until: 'Game continues' });
    const q = page.locator('section.question', { has: page.locator('[data-option="Game continues"]') });
    await q.locator('[data-option="Game continues"] input').check();
    await q.getByRole('button', { name: 'Check my answer' }).click();
    assert.equal((await q.locator('.verdict .score').textContent()).trim(), 'Right');
    // An Embed button gives the embed of the shared scenario.
    await page.getByRole('button', { name: 'Embed' }).click();
    const snippet = await page.locator('.snippet').inputValue();
    assert.ok(snippet.includes(url('/embed/shared?origin=https%3A%2F%2Fyour-lms.example#s=')), snippet);
    assert.deepEqual(errors, []);
  }));

test('a damaged or invalid share link says what is wrong, never a blank page', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/shared#s=abc$def');
    assert.equal(await page.locator('h1').textContent(), 'This share link cannot be opened');
    assert.match(await page.locator('.shared-problem li').textContent(), /damaged: character 4/);
    await gotoApp(page, '/shared');
    assert.match(await page.locator('.shared-problem li').textContent(), /carries no scenario/);
    await gotoApp(page, '/shared#s=AAAA');
    assert.match(await page.locator('.shared-problem li').textContent(), /does not decode/);
    // Valid code, invalid scenario: the problems with their positions.
    const { shareCode } = await import('./servers.mjs');
    await gotoApp(page, '/shared#s=' + shareCode(TEMPLATE.replace('difficulty = 2', 'difficulty = 9')));
    assert.equal(await page.locator('h1').textContent(), 'This shared scenario has errors');
    assert.match(await page.locator('.shared-problem li').first().textContent(), /^line \d+, column \d+: /);
    await gotoApp(page, '/embed/shared#s=%%%');
    assert.equal(await page.locator('h1').textContent(), 'This share link cannot be opened');
    assert.deepEqual(errors, []);
  }, { viewport: MOBILE }));
