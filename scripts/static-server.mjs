#!/usr/bin/env node
// Tiny dependency-free static server for the trunk `dist/` folder.
//
//   node scripts/static-server.mjs [dir=dist] [port=8080] [host=127.0.0.1]
//
// - Real files are served with a proper MIME type (browsers refuse to
//   stream-compile .wasm unless it is `application/wasm`).
// - `/` is the catalog page (index.html, a small app of its own). Any other
//   GET that looks like a page (no file extension) is a client-side route
//   (SPA fallback): a library scenario's deep link or embed
//   (/scenarios/ID, /embed/ID, but not /embed/shared) gets the trainee app,
//   trainee.html; practice by topic, progress and the exam (/topics,
//   /topics/NAME, /progress, /exam, /exam/result) the study app,
//   study.html; every other page (/author, /practice, /rules, ...) the full
//   app, app.html. A build without one of
//   them falls back to app.html, then index.html.
// - Missing files *with* an extension (unless the browser asks for HTML) (e.g. /scenarios/nope.toml) are a real
//   404, so the app can tell "not found" from "got HTML by mistake".
// - Nothing outside `dir` is ever served (path traversal, symlinks).
// Port 0 picks a free port; the chosen URL is printed as `listening: URL`.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat, realpath } from 'node:fs/promises';
import path from 'node:path';

const [dirArg = 'dist', portArg = process.env.PORT || '8080', host = '127.0.0.1'] =
  process.argv.slice(2);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.toml': 'application/toml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

// The trainee app's pages; keep in step with web/sw.js and src/ui/trainee.rs.
const TRAINEE_APP = /^\/(scenarios|embed)\/(?!shared\/?$)[^/]+\/?$/;
// The study app's pages (topics, progress, the exam); keep in step with web/sw.js and
// src/lib.rs (library::study_path).
const STUDY_APP = /^\/(topics(\/[^/]+)?|progress|exam(\/result)?)\/?$/;

let root;
try {
  root = await realpath(path.resolve(dirArg));
  if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
} catch (e) {
  console.error(`static-server: cannot serve ${dirArg}: ${e.message}`);
  process.exit(2);
}

/** Is `p` the root itself or strictly inside it? */
function inside(p) {
  return p === root || p.startsWith(root + path.sep);
}

/** Resolve a URL path to a regular file inside root, or null. */
async function resolveFile(urlPath) {
  // Reject NUL bytes and backslashes outright: they have no business in a URL
  // path for this app and are classic traversal tricks.
  if (urlPath.includes('\0') || urlPath.includes('\\')) return null;
  let candidate = path.resolve(root, '.' + path.posix.normalize('/' + urlPath));
  if (!inside(candidate)) return null;
  try {
    let st = await stat(candidate);
    if (st.isDirectory()) {
      candidate = path.join(candidate, 'index.html');
      st = await stat(candidate);
    }
    if (!st.isFile()) return null;
    // Follow symlinks and check again, so a link cannot point outside root.
    const real = await realpath(candidate);
    if (!inside(real)) return null;
    return { file: real, size: st.size };
  } catch {
    return null;
  }
}

function send(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function serveFile(req, res, { file, size }) {
  const type = MIME[path.extname(file).toLowerCase()] || 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': size,
    // Local dev/test server: never let the browser cache a stale build.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return send(res, 405, 'method not allowed\n');
  }
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    return send(res, 400, 'bad request\n');
  }

  const found = await resolveFile(urlPath);
  if (found) return serveFile(req, res, found);

  // SPA fallback: extension-less paths are client-side routes. Anything that
  // tried to escape root (or had bad bytes) still gets only index.html.
  // A browser navigation (Accept: text/html) also falls back, so a route slug
  // that happens to contain a dot still works when typed in the address bar.
  const base = path.posix.basename(urlPath);
  const wantsHtml = (req.headers.accept || '').includes('text/html');
  if (!path.posix.extname(base) || urlPath.endsWith('/') || wantsHtml) {
    const first = TRAINEE_APP.test(urlPath) ? '/trainee.html' : STUDY_APP.test(urlPath) ? '/study.html' : '/app.html';
    const page = (await resolveFile(first)) || (await resolveFile('/app.html')) || (await resolveFile('/index.html'));
    if (page) return serveFile(req, res, page);
  }
  return send(res, 404, 'not found\n');
});

server.on('error', (e) => {
  console.error(`static-server: ${e.message}`);
  process.exit(1);
});

server.listen(Number(portArg), host, () => {
  const { port } = server.address();
  console.log(`listening: http://${host}:${port}/ (serving ${root})`);
});

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    // Drop keep-alive sockets too, or close() would wait for them.
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
