#!/usr/bin/env node
// trunk post_build hook: list the scenario files trunk copied into the build
// as scenarios/index.json, so the service worker can precache every one of
// them for offline use. Does nothing for a build without scenarios (the
// catalog page's own build).
import { readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(process.env.TRUNK_STAGING_DIR || 'dist', 'scenarios');
if (existsSync(dir)) {
  // The files at the top and one folder down (each game's, scenarios/swm/).
  const files = readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? readdirSync(path.join(dir, e.name)).filter((f) => f.endsWith('.toml')).map((f) => `${e.name}/${f}`)
        : e.name.endsWith('.toml') ? [e.name] : [],
    )
    .sort();
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(files.map((f) => `/scenarios/${f}`)));
  console.log(`scenario-list.mjs: ${files.length} scenario file(s) listed`);
}
