// Embedding: the example lesson page (examples/lesson.html), served from a
// second loopback origin, embeds two scenarios; both frames size themselves
// to their content and report each answer as an xAPI-shaped statement. A
// frame whose host is not an allowed origin posts nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { answerInTurn, BASE_URL, closeBrowser, gotoApp, screenshot, url, withPage, until } from './helpers.mjs';
import { startServer } from './servers.mjs';

let lesson;
before(async () => {
  lesson = await startServer('examples');
});
after(async () => {
  await closeBrowser();
  await lesson?.stop();
});

const ANSWERED = 'http://adlnet.gov/expapi/verbs/answered';

/** Frame i's own view: its content height and its viewport height. */
async function frameFit(page, i) {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame() && page.frames().indexOf(f) === i + 1);
  return frame.evaluate(() => ({ content: Math.ceil(document.getElementById('main').getBoundingClientRect().bottom), viewport: innerHeight }));
}

test('the example lesson from another origin: both frames resize and both results arrive', () =>
  withPage(async ({ page, errors }) => {
    const lessonOrigin = new URL(lesson.url).origin;
    assert.notEqual(lessonOrigin, new URL(BASE_URL).origin, 'two different origins');
    await page.goto(`${lesson.url}/lesson.html?app=${encodeURIComponent(BASE_URL)}`);
    // Both frames report their height and get taller than the 150 px default.
    await until(page, () => [0, 1].every((i) => window.lessonHeights.some((h) => h.frame === i && h.height > 600)));
    const heights = await page.locator('iframe').evaluateAll((fs) => fs.map((f) => Math.round(f.getBoundingClientRect().height)));
    for (const h of heights) assert.ok(h > 600, `frame height ${h}`);
    // Each frame is as tall as its content: nothing to scroll inside.
    for (const i of [0, 1]) {
      const { content, viewport } = await frameFit(page, i);
      assert.ok(Math.abs(content - viewport) <= 2, `frame ${i}: content ${content}, viewport ${viewport}`);
    }
    const frames = [page.frameLocator('iframe').nth(0), page.frameLocator('iframe').nth(1)];
    // No site header inside a frame.
    assert.equal(await frames[0].locator('.site-header').count(), 0);
    assert.equal(await frames[0].locator('h1').textContent(), 'Sneak Attack, Doctor Aphra and Inferno Four');
    assert.equal(await frames[1].locator('h1').textContent(), 'A delayed effect at the start of the regroup phase');

    // Frame 1: right. Frame 2: wrong. Questions open one at a time: the
    // earlier ones are answered first.
    const answer = async (f, option) => {
      await answerInTurn(f, { until: option });
      const q = f.locator('section.question', { has: f.locator(`[data-option="${option}"]`) });
      await q.locator(`[data-option="${option}"] input`).check();
      await q.getByRole('button', { name: 'Check my answer' }).click();
      await q.locator('.verdict').waitFor();
    };
    const before0 = await page.evaluate(() => window.lessonHeights.filter((h) => h.frame === 0).at(-1).height);
    await answer(frames[0], 'Game continues');
    await answer(frames[1], 'Alex wins');
    const outcomeIds = [`${new URL(BASE_URL).origin}/scenarios/sneak-attack-aphra#game-goes-on`, `${new URL(BASE_URL).origin}/scenarios/template-scenario#outcome`];
    await until(page, (ids) => ids.every((id) => window.lessonResults.some((r) => r.statement.object.id === id)), outcomeIds);
    const results = await page.evaluate(() => window.lessonResults);
    const byFrame = (i) => results.find((r) => r.frame === i && r.statement.object.id === outcomeIds[i]).statement;
    const right = byFrame(0);
    assert.deepEqual(right.verb, { id: ANSWERED, display: { 'en-US': 'answered' } });
    assert.equal(right.object.id, `${new URL(BASE_URL).origin}/scenarios/sneak-attack-aphra#game-goes-on`);
    assert.equal(right.result.success, true);
    assert.equal(right.result.score.scaled, 1);
    assert.match(right.result.duration, /^PT(\d+H)?(\d+M)?\d+\.\dS$/);
    assert.ok(!Number.isNaN(Date.parse(right.timestamp)));
    const wrong = byFrame(1);
    assert.equal(wrong.object.id, `${new URL(BASE_URL).origin}/scenarios/template-scenario#outcome`);
    assert.equal(wrong.result.success, false);
    assert.equal(wrong.result.score.scaled, 0);
    assert.equal(wrong.result.response, 'Alex wins');
    // The verdict made frame 1 taller, and it said so.
    await until(page, (b) => window.lessonHeights.filter((h) => h.frame === 0).at(-1).height > b, before0);
    // The page lists the results as text.
    assert.equal(await page.locator('#results li').count(), results.length);
    await screenshot(page, 'embed-lesson');
    assert.deepEqual(errors, []);
  }));

// A frame out of the host's view: Chromium does not render a cross-origin
// frame it cannot see, so a height watched only by a ResizeObserver stayed
// where it was until the frame was scrolled to (the flake of the test
// above, whose second frame the first pushes down while it still loads).
// Here the frame loads in view, is pushed below the fold, and its answer
// is checked there (by the page's own button, no scrolling): the taller
// page is still reported.
test('a frame below the fold reports its new height without being scrolled to', () =>
  withPage(async ({ page, errors }) => {
    await page.goto(`${lesson.url}/lesson.html?app=${encodeURIComponent('http://127.0.0.1:9')}`);
    await page.evaluate((app) => {
      window.heights = [];
      window.addEventListener('message', (e) => {
        if (e.origin === new URL(app).origin && e.data?.type === 'timing-window:height') window.heights.push(e.data.height);
      });
      const f = document.createElement('iframe');
      f.id = 'below';
      f.style.height = '150px';
      f.src = `${app}/embed/sneak-attack-aphra?origin=${encodeURIComponent(location.origin)}`;
      document.body.prepend(f);
    }, BASE_URL);
    const frame = page.frameLocator('#below');
    await frame.locator('section.question').first().waitFor();
    await until(page, () => window.heights.some((h) => h > 600));
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '5000px';
      document.body.prepend(spacer);
    });
    // Long enough for the browser to stop rendering the unseen frame.
    await page.waitForTimeout(1000);
    const before = await page.evaluate(() => window.heights.at(-1));
    await frame.locator('section.question').first().evaluate((q) => [...q.querySelectorAll('button')].find((b) => /^Check/.test(b.textContent.trim())).click());
    const taller = await frame.locator('section.question').first().evaluate((q) => new Promise((done) => {
      const wait = () => (q.querySelector('.verdict') ? done(Math.ceil(document.getElementById('main').getBoundingClientRect().bottom + scrollY)) : setTimeout(wait, 50));
      wait();
    }));
    assert.ok(taller > before, `the verdict made the page taller: ${before} -> ${taller}`);
    await until(page, (h) => window.heights.includes(h), taller, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => scrollY), 0, 'the host was not scrolled');
    assert.deepEqual(errors.filter((e) => !e.includes('127.0.0.1:9/')), []);
  }));

test('a frame posts nothing to a page that is not an allowed origin', () =>
  withPage(async ({ page, errors }) => {
    await page.goto(`${lesson.url}/lesson.html?app=${encodeURIComponent('http://127.0.0.1:9')}`);
    await page.evaluate((app) => {
      window.got = [];
      window.addEventListener('message', (e) => window.got.push(e.data));
      for (const q of ['?origin=https%3A%2F%2Fother.example', '', '?origin=*', '?origin=null']) {
        const f = document.createElement('iframe');
        f.src = `${app}/embed/sneak-attack-aphra${q}`;
        document.body.appendChild(f);
      }
    }, BASE_URL);
    for (const q of ['?origin=https%3A%2F%2Fother.example', '', '?origin=*', '?origin=null']) {
      await page.frameLocator(`iframe[src="${BASE_URL}/embed/sneak-attack-aphra${q}"]`).locator('h1').waitFor();
    }
    const f = page.frameLocator(`iframe[src="${BASE_URL}/embed/sneak-attack-aphra?origin=https%3A%2F%2Fother.example"]`);
    await answerInTurn(f, { until: 'Game continues' });
    const q = f.locator('section.question', { has: f.locator('[data-option="Game continues"]') });
    await q.locator('[data-option="Game continues"] input').check();
    await q.getByRole('button', { name: 'Check my answer' }).click();
    await page.waitForTimeout(1000);
    assert.deepEqual(await page.evaluate(() => window.got), []);
    assert.deepEqual(errors.filter((e) => !e.includes('127.0.0.1:9/')), []);
  }));

test('the Embed button gives a copyable iframe snippet naming the host origin', () =>
  withPage(async ({ page, errors }) => {
    await gotoApp(page, '/scenarios/sneak-attack-aphra');
    const button = page.getByRole('button', { name: 'Embed' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.getByLabel(/Your page.s origin/).fill('https://lms.example.org/course/7');
    const snippet = await page.locator('.snippet').inputValue();
    assert.equal(
      snippet,
      `<iframe src="${url('/embed/sneak-attack-aphra')}?origin=https%3A%2F%2Flms.example.org" title="Sneak Attack, Doctor Aphra and Inferno Four" style="width: 100%; border: 0" height="600" loading="lazy"></iframe>`,
    );
    // The embed itself has no Embed button and no site header.
    await gotoApp(page, '/embed/sneak-attack-aphra');
    assert.equal(await page.getByRole('button', { name: 'Embed' }).count(), 0);
    assert.equal(await page.locator('.site-header').count(), 0);
    assert.deepEqual(errors, []);
  }));
