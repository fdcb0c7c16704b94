// More loopback servers for the authoring/embedding/offline tests: a second
// origin for the example lesson page, and a private copy of the app whose
// server a test can stop (to prove the app runs from its service worker).
import { spawn } from 'node:child_process';
import { deflateRawSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Serve `dir` (relative to the repo) on a free port of `host`; resolves to { url, stop }. */
export function startServer(dir, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repo, 'scripts/static-server.mjs'), path.join(repo, dir), '0', host], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server for ${dir} did not start: ${out}`)), 10_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening: (http:\/\/[^ ]+?)\/ /);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server for ${dir} exited (${code}): ${out}`));
    });
  });
}

/** The share code of a scenario text (raw deflate + URL-safe base64), as the app makes it. */
export function shareCode(text) {
  return deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64url');
}
