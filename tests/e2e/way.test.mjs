// The way through (issue 24), in real Chromium at 360 and 1280 px: a topic
// and a practice set are guided runs (place in the set, the next scenario
// at the end, one game unless the set says it mixes), a practice board's
// "Next board" at its end, Back from a rule link returns to the
// explanation, the catalog's filters narrow to the chosen game and a search
// that finds nothing offers a reset, "Skip to content" works on the full
// app's pages, a fast key repeat in the ordering widget loses no move, ids
// are unique, and at 360 x 740 the step and its board show together.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { answerInTurn, axe, closeBrowser, DESKTOP, gotoApp, reach, screenshot, SCREENSHOT_DIR, withPage, until } from './helpers.mjs';

after(closeBrowser);

const NARROW = { width: 360, height: 740 };
const WIDTHS = [
  ['360', NARROW],
  ['1280', DESKTOP],
];

/** What the trainee sees (the viewport, not the whole page) as
 * screenshots/<name>-view.png, beside the whole page's <name>.png. */
async function shots(page, name) {
  await screenshot(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-view.png` });
}

/** True when the element's box is wholly inside the viewport. */
function inView(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
  });
}

/** Every id that appears more than once on the page. */
function repeatedIds(page) {
  return page.evaluate(() => {
    const seen = new Map();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) || 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

for (const [name, viewport] of WIDTHS) {
  test(`${name} px: a topic is a guided run, each scenario with its place and the next one`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, '/topics/bounty');
        const ids = await page.locator('.topic-item').evaluateAll((els) => els.map((e) => e.dataset.id));
        const titles = await page.locator('.topic-item > a').allTextContents();
        assert.ok(ids.length >= 5);
        await page.locator('.topic-item > a').first().click();
        await page.waitForURL((u) => u.pathname === `/scenarios/${ids[0]}`);
        await page.locator('.run-place').waitFor();
        assert.equal(await page.locator('.run-place').textContent(), `1 of ${ids.length} in Bounty`);
        assert.equal(await page.locator('p.back a').getAttribute('href'), '/topics/bounty');
        await answerInTurn(page);
        const next = page.locator('.run-end a.run-next');
        await next.waitFor();
        assert.equal(await next.textContent(), `Next in this set: ${titles[1]} →`);
        await next.scrollIntoViewIfNeeded();
        await shots(page, `way-topic-end-${name}`);
        await next.click();
        await page.waitForURL((u) => u.pathname === `/scenarios/${ids[1]}`);
        await page.locator('h1', { hasText: titles[1] }).waitFor();
        assert.equal(await page.locator('.run-place').textContent(), `2 of ${ids.length} in Bounty`);
        assert.deepEqual(await axe(page), [], 'axe on a scenario in a run');
        // Reached from the catalog, the same scenario is in no run.
        await gotoApp(page, `/scenarios/${ids[1]}`);
        assert.equal(await page.locator('.run-place').count(), 0);
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));

  test(`${name} px: at the run's end the trace shows the step with its board`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, '/scenarios/sneak-attack-aphra');
        await answerInTurn(page);
        await page.locator('.trace').waitFor();
        await page.locator('.trace-now').scrollIntoViewIfNeeded();
        const next = page.locator('.stepper').getByRole('button', { name: /Next/ });
        await next.click();
        await next.click();
        const board = page.locator('.trace-board');
        const now = page.locator('.trace-now');
        if (name === '360') {
          // Folded: the sticky part is the controls, the step and one line,
          // and the steps show below it.
          assert.equal(await board.evaluate((d) => d.open), false);
          const h = await now.evaluate((el) => el.getBoundingClientRect().height);
          assert.ok(h < 250, `the sticky part is ${h} px of 740`);
          const steps = await page.locator('.timeline .step').evaluateAll((els) =>
            els.filter((e) => {
              const r = e.getBoundingClientRect();
              return r.top >= 0 && r.bottom <= innerHeight;
            }).length,
          );
          assert.ok(steps >= 4, `${steps} steps in view`);
          await shots(page, 'way-trace-folded-360');
          // Opened with the keyboard: the step and its board scroll with the
          // page, none scrolls on its own.
          await board.locator('summary').focus();
          await page.keyboard.press('Enter');
          assert.equal(await board.evaluate((d) => d.open), true);
          assert.equal(await now.evaluate((el) => getComputedStyle(el).position), 'static');
          assert.ok(await now.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), 'the board does not scroll on its own');
          await next.click();
          assert.ok(await inView(page.locator('.stepper')), 'the controls are in view');
          assert.ok(await inView(page.locator('.current-step')), 'the step is in view');
          const top = await page.locator('.trace-board .board').evaluate((el) => el.getBoundingClientRect().top);
          assert.ok(top < 740 - 150, `the board starts at ${top} px, in view under the step`);
          await shots(page, 'way-trace-open-360');
        } else {
          assert.equal(await board.evaluate((d) => d.open), true, 'open beside the timeline');
          assert.ok(await inView(page.locator('.stepper')), 'the controls are in view');
          assert.equal(await page.locator('.trace-board .board').getAttribute('aria-label'), 'The board after step 3');
          await shots(page, 'way-trace-1280');
        }
        // Three boards on the page now (the start and the step's): no id twice.
        assert.deepEqual(await repeatedIds(page), []);
        assert.deepEqual(await axe(page), [], 'axe with the trace');
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}

test('a practice set is of one game unless it says it mixes them, and runs as a set', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const gameOf = Object.fromEntries(
      await page.locator('.scenario-card').evaluateAll((els) => els.map((e) => [e.dataset.id, e.dataset.game])),
    );
    await page.locator('details.practice summary').click();
    await page.locator('.practice-form input[type=number]').fill('6');
    await page.locator('select.practice-game').selectOption('swm');
    await page.getByRole('button', { name: 'Make the set' }).click();
    const links = page.locator('.practice-list a');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    assert.equal(hrefs.length, 6);
    for (const h of hrefs) {
      const id = h.match(/^\/scenarios\/([^?]+)\?run=practice$/)[1];
      assert.equal(gameOf[id], 'swm', h);
    }
    assert.match(await page.locator('.practice-name').textContent(), /Star Wars Miniatures/);
    await page.locator('select.practice-game').selectOption('');
    await page.locator('.practice-form input[type=number]').fill('30');
    await page.getByRole('button', { name: 'Make the set' }).click();
    await page.locator('.practice-name', { hasText: 'mixed games' }).waitFor();
    const mixed = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href').match(/^\/scenarios\/([^?]+)/)[1]));
    assert.ok(new Set(mixed.map((id) => gameOf[id])).size > 1, 'a mixed set mixes');
    // The set's first scenario, opened from it, says where it is.
    await links.first().click();
    await page.locator('.run-place').waitFor();
    assert.equal(await page.locator('.run-place').textContent(), `1 of 30 in your practice set (mixed games)`);
    await screenshot(page, 'way-practice-set-1280');
    assert.deepEqual(errors, []);
  }));

test('a practice board offers the next board at its end, after the last question', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/practice');
    const first = await page.locator('.practice-template h2 a').first().getAttribute('href');
    const template = first.match(/^\/practice\/([^?]+)/)[1];
    await gotoApp(page, `/practice/${template}?seed=4`);
    await answerInTurn(page);
    await page.locator('.trace').waitFor();
    const end = page.locator('.practice-end a.practice-next-end');
    await end.scrollIntoViewIfNeeded();
    // It comes after the last question and the run, at the page's end.
    assert.ok(await end.evaluate((a) => {
      const questions = [...document.querySelectorAll('section.question')];
      const last = questions[questions.length - 1];
      return !!(last.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
    }));
    assert.equal(await end.getAttribute('href'), `/practice/${template}?seed=5`);
    await end.click();
    await page.waitForURL((u) => u.search.includes('seed=5'));
    await page.locator('section.question').first().waitFor();
    assert.deepEqual(errors, []);
  }));

for (const [name, viewport] of WIDTHS) {
  test(`${name} px: Back from a rule link returns to the explanation`, () =>
    withPage(
      async ({ page, errors }) => {
        await gotoApp(page, '/scenarios/sneak-attack-aphra');
        await reach(page, 'why-first');
        const why = page.locator('section[aria-labelledby="q-why-first"]');
        await why.locator('input[type="radio"]').first().check();
        await why.getByRole('button', { name: 'Check my answer' }).click();
        const link = why.locator('.explanation a.rule').first();
        await link.waitFor();
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await page.waitForURL((u) => u.pathname === '/rules');
        await page.locator('.rules-page .target').waitFor();
        await page.goBack();
        await page.waitForURL((u) => u.pathname === '/scenarios/sneak-attack-aphra');
        const explanation = page.locator('section[aria-labelledby="q-why-first"] .explanation');
        await explanation.waitFor();
        await until(page, () => scrollY > 0);
        const top = await explanation.evaluate((el) => el.getBoundingClientRect().top);
        assert.ok(top >= -200 && top < viewport.height, `the explanation is at ${top} px`);
        await shots(page, `way-back-from-rule-${name}`);
        assert.deepEqual(errors, []);
      },
      { viewport },
    ));
}

test('the catalog filters narrow to the chosen game, in natural order, and a search that finds nothing offers a reset', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/');
    const filter = (label) =>
      page.locator('search.filters label.filter').filter({ has: page.locator('span', { hasText: new RegExp(`^${label}$`) }) }).locator('select');
    const options = (label) => filter(label).locator('option').evaluateAll((els) => els.map((o) => o.value).filter(Boolean));
    const allSections = await options('Rule section');
    await filter('Game').selectOption('swm');
    await until(page, () => [...document.querySelectorAll('.scenario-card')].every((c) => c.dataset.game === 'swm'));
    const sections = await options('Rule section');
    const tags = await options('Tag');
    assert.ok(sections.length > 0 && sections.length < allSections.length);
    assert.ok(sections.every((s) => /^[A-Z]/.test(s)), `only SWM's step ids: ${sections}`);
    assert.ok(sections.indexOf('PG2') < sections.indexOf('PG10'), `natural order: ${sections}`);
    const swmTags = new Set(
      (await page.locator('.scenario-card').evaluateAll((els) => els.map((e) => e.querySelector('.wide:last-child dd').textContent)))
        .flatMap((t) => t.split(', ')),
    );
    assert.ok(tags.every((t) => swmTags.has(t)), 'only tags SWM scenarios carry');
    await page.locator('label.filter.search input').fill('no scenario is called this');
    const reset = page.getByRole('button', { name: 'Show every scenario' });
    await reset.waitFor();
    assert.match(await page.locator('.count').textContent(), /^0 of /);
    assert.deepEqual(await axe(page), [], 'axe with no result');
    await screenshot(page, 'way-catalog-no-result-1280');
    await reset.click();
    await until(page, () => /^(\d+) of \1 scenarios$/.test(document.querySelector('.count').textContent));
    assert.equal(await page.locator('label.filter.search input').inputValue(), '');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'catalog-search', 'focus back in the search');
    assert.deepEqual(errors, []);
  }));

test('"Skip to content" moves focus to the content on every page of the full app', () =>
  withPage(async ({ page, errors }) => {
    for (const path of ['/author', '/progress', '/topics', '/topics/bounty', '/practice', '/rules']) {
      await gotoApp(page, path);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.className), 'skip-link', path);
      await page.keyboard.press('Enter');
      await until(page, () => document.activeElement?.id === 'main');
      // The next Tab goes into the content, not the header.
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('main')), `${path}: Tab after the skip is in the content`);
      // Let the page's own fetches finish (the author page loads the card
      // pool) before going on: the browser aborts a fetch when the page
      // it belongs to is left, which is the test's doing, not the app's.
      await page.waitForLoadState('networkidle');
    }
    // A scenario opened from a topic (in the full app, through its router).
    await gotoApp(page, '/topics/bounty');
    await page.locator('.topic-item > a').first().click();
    await page.locator('.run-place').waitFor();
    await page.evaluate(() => document.activeElement?.blur());
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await until(page, () => document.activeElement?.id === 'main');
    assert.ok(new URL(page.url()).pathname.startsWith('/scenarios/'), 'still on the scenario');
    assert.deepEqual(errors, []);
  }));

test('a fast key repeat in the ordering widget loses no move and keeps focus', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/scenarios/sneak-attack-aphra');
    const list = page.locator('section.question[data-checked="false"] .order-list').first();
    await list.waitFor();
    const labels = () => list.locator('.order-item').evaluateAll((els) => els.map((e) => e.dataset.label));
    const before = await labels();
    assert.ok(before.length >= 3);
    await list.locator('.order-item').first().focus();
    await page.keyboard.press(' ');
    // A held key: presses sent back to back, none waiting for the page.
    const n = before.length + 3;
    await Promise.all(Array.from({ length: n }, () => page.keyboard.press('ArrowDown')));
    await page.keyboard.press(' ');
    const after = await labels();
    const moved = before[0];
    assert.equal(after[after.length - 1], moved, `moved to the end: ${after}`);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset?.label), moved, 'focus stays on it');
    // And back up, one press per place: every press counts.
    await page.keyboard.press(' ');
    await Promise.all(Array.from({ length: 2 }, () => page.keyboard.press('ArrowUp')));
    await page.keyboard.press(' ');
    const back = await labels();
    assert.equal(back.indexOf(moved), before.length - 3);
    assert.equal(await page.evaluate(() => document.activeElement?.dataset?.label), moved);
    assert.deepEqual(errors, []);
  }));
