// The Content-Security-Policy's inline script hashes: put the SHA-256 of
// every inline <script> of a built page (trunk's module loader, whose text
// names the hashed files and so changes every build) into its
// Content-Security-Policy <meta>, in place of the {{INLINE_SCRIPT_HASHES}}
// placeholder. With it the policy allows exactly that script and files
// from the app's own origin. Run by scripts/post-build.mjs (trunk's
// post_build hook).

import { createHash } from 'node:crypto';

const PLACEHOLDER = '{{INLINE_SCRIPT_HASHES}}';

/** `html` with its inline scripts' hashes in its policy (`file` names it in errors). */
export function cspHashes(html, file) {
  if (!html.includes(PLACEHOLDER)) {
    throw new Error(`csp: ${file} has no ${PLACEHOLDER} placeholder`);
  }
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return { html: html.replace(PLACEHOLDER, hashes.join(' ')), count: hashes.length };
}
