#!/usr/bin/env node
// trunk post_build hook: first minify the app's wasm-bindgen JavaScript
// (scripts/minify-js.mjs, which rewrites its integrity hash in the page),
// then write the Content-Security-Policy's inline script hashes
// (scripts/csp.mjs). One hook, in this order: trunk runs a stage's hooks
// at the same time, and both rewrite the page.
//
//   node scripts/post-build.mjs [index.html]   (default: $TRUNK_STAGING_DIR/index.html)

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minifyJs } from './minify-js.mjs';
import { cspHashes } from './csp.mjs';

const file = process.argv[2] || path.join(process.env.TRUNK_STAGING_DIR || 'dist', 'index.html');
const release = (process.env.TRUNK_PROFILE || 'release') === 'release';
let html = readFileSync(file, 'utf8');
if (release) {
  const { html: minified, count } = await minifyJs(path.dirname(file), html);
  html = minified;
  console.log(`minify-js: ${count} script(s) minified`);
}
const { html: withCsp, count } = cspHashes(html, file);
writeFileSync(file, withCsp);
console.log(`csp: ${count} inline script hash(es) in ${file}`);
