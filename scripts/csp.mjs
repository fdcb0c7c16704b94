#!/usr/bin/env node
// trunk post_build hook: put the SHA-256 of every inline <script> of the
// built index.html (trunk's module loader, whose text names the hashed
// files and so changes every build) into the Content-Security-Policy
// <meta>, in place of the {{INLINE_SCRIPT_HASHES}} placeholder. With it the
// policy allows exactly that script and files from the app's own origin.
//
//   node scripts/csp.mjs [index.html]   (default: $TRUNK_STAGING_DIR/index.html)

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = process.argv[2] || path.join(process.env.TRUNK_STAGING_DIR || 'dist', 'index.html');
const html = readFileSync(file, 'utf8');
const PLACEHOLDER = '{{INLINE_SCRIPT_HASHES}}';
if (!html.includes(PLACEHOLDER)) {
  console.error(`csp.mjs: ${file} has no ${PLACEHOLDER} placeholder`);
  process.exit(1);
}
const hashes = [];
for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  if (/\bsrc\s*=/.test(m[1])) continue;
  hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
}
writeFileSync(file, html.replace(PLACEHOLDER, hashes.join(' ')));
console.log(`csp.mjs: ${hashes.length} inline script hash(es) in ${file}`);
