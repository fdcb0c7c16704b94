// Minify the JavaScript wasm-bindgen wrote (each app's glue), which trunk
// copies as is: about a quarter of the trainee page's JavaScript bytes
// gzipped (docs/benchmarks.md). The page's <link rel="modulepreload">
// carries the file's Subresource Integrity hash, so it is written again
// for the minified file.
//
// Run by scripts/post-build.mjs (trunk's post_build hook), before the
// Content-Security-Policy hash is taken.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from 'terser';

/** Minify every script `html` (in `dir`) preloads with an integrity hash. */
export async function minifyJs(dir, html) {
  let out = html;
  let count = 0;
  // Attribute values quoted or not: trunk's minified pages leave the quotes out.
  for (const m of html.matchAll(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g)) {
    const tag = m[0];
    const href = tag.match(/\bhref="?\/?([^"\s>]+\.js)"?/)?.[1];
    const integrity = tag.match(/\bintegrity="?(sha\d+)-[^"\s>]+"?/);
    if (!href || !integrity) continue;
    const file = path.join(dir, href);
    const code = readFileSync(file, 'utf8');
    const min = await minify(code, { module: true, compress: true, mangle: true });
    if (!min.code) throw new Error(`minify-js: terser gave nothing for ${file}`);
    writeFileSync(file, min.code);
    const algorithm = integrity[1];
    const digest = createHash(algorithm).update(min.code, 'utf8').digest('base64');
    out = out.replace(tag, tag.replace(integrity[0], `integrity="${algorithm}-${digest}"`));
    count += 1;
  }
  return { html: out, count };
}
