// Rules the browser tests keep, checked on their own source (no browser).
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

test('every wait on a page polls on a timer, through helpers.mjs until()', async () => {
  const direct = [];
  for (const name of await readdir(here)) {
    if (!name.endsWith('.mjs') || name === 'helpers.mjs') continue;
    const lines = (await readFile(path.join(here, name), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (/\.waitForFunction\(/.test(line)) direct.push(`${name}:${i + 1}`);
    });
  }
  assert.deepEqual(direct, [], 'waitForFunction called directly (animation-frame polling starves under load): use until()');
});
