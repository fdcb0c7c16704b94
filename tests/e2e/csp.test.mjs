// The Content-Security-Policy: the app's own files and its WASM, nothing
// else. Every route runs with no violation, and the policy really blocks an
// injected inline script and a foreign script.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { answerInTurn, closeBrowser, get, gotoApp, withPage, until } from './helpers.mjs';

after(closeBrowser);

async function policy() {
  const html = await (await get('/')).text();
  // Release pages are minified: attributes in any order, quotes only
  // where a value needs them.
  const tag = html.match(/<meta\b[^>]*\bhttp-equiv="?Content-Security-Policy"?[^>]*>/i)?.[0];
  assert.ok(tag, 'index.html has a CSP meta tag');
  const m = tag.match(/\bcontent="([^"]+)"/);
  assert.ok(m, `the CSP meta tag has a content: ${tag}`);
  return { html, csp: m[1] };
}

test('the policy allows only self, the wasm and the loader by hash', async () => {
  const { html, csp } = await policy();
  const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
  assert.deepEqual(directives['default-src'], ["'none'"]);
  const script = directives['script-src'];
  assert.deepEqual(script.slice(0, 2), ["'self'", "'wasm-unsafe-eval'"]);
  assert.ok(script.slice(2).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s)) && script.length === 3, script.join(' '));
  assert.ok(!csp.includes("'unsafe-eval'") && !/script-src[^;]*'unsafe-inline'/.test(csp));
  assert.ok(!csp.includes('{{'), 'the placeholder was filled in');
  // The hash is the hash of the inline loader trunk wrote.
  const { createHash } = await import('node:crypto');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/src=/.test(m[1]));
  assert.equal(inline.length, 1);
  assert.equal(script[2], `'sha256-${createHash('sha256').update(inline[0][2]).digest('base64')}'`);
});

test('every route runs without a policy violation; injected scripts are blocked', () =>
  withPage(async ({ page, errors }) => {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const p of ['/', '/scenarios/sneak-attack-aphra', '/embed/sneak-attack-aphra', '/author', '/progress', '/rules']) {
      await gotoApp(page, p);
      if (p === '/scenarios/sneak-attack-aphra') {
        await answerInTurn(page);
        await page.locator('.timeline').waitFor();
      }
      assert.deepEqual(await page.evaluate(() => window.__violations), [], p);
    }
    assert.deepEqual(errors, []);
    // The policy is enforced: an inline script and a foreign script are refused.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__ran = true';
      document.body.appendChild(s);
      const f = document.createElement('script');
      f.src = 'https://evil.example/x.js';
      document.body.appendChild(f);
    });
    await until(page, () => window.__violations.length >= 2);
    assert.equal(await page.evaluate(() => window.__ran), undefined);
    const v = await page.evaluate(() => window.__violations);
    assert.ok(v.some((x) => x.startsWith('script-src-elem inline')), v.join('\n'));
    assert.ok(v.some((x) => x.includes('evil.example')), v.join('\n'));
  }));
