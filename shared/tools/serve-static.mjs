#!/usr/bin/env node
/**
 * A small production-like static server for the host and the areas (the local stand-in for the
 * CDN). Hashed files are served immutable; HTML, manifests, entries and the environment file are
 * revalidated on every load, so pinning an area is picked up on the next page load.
 *
 *   --root DIR        folder to serve
 *   --port N          port (127.0.0.1 unless --host is given)
 *   --spa             unknown paths without an extension answer index.html (the host)
 *   --env-dir DIR     serve /environment.json from DIR/<OBSERVATORY_ENV or local>.json (the host)
 *   --cors            allow the shell origins (OBSERVATORY_SHELL_ORIGINS, comma separated) to load assets
 *
 * Production builds carry brotli and gzip copies of their text files (`x.js.br`, `x.js.gz`, see
 * shared/build/precompress-plugin.mjs): the best one the browser accepts is sent, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, never compressed on the fly.
 */
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    'env-dir': { type: 'string' },
    env: { type: 'string' },
    cors: { type: 'boolean', default: false },
  },
});

const root = path.resolve(args.root);
const envName = args.env ?? process.env.OBSERVATORY_ENV ?? 'local';
const shellOrigins = (process.env.OBSERVATORY_SHELL_ORIGINS ?? 'http://localhost:4300,http://127.0.0.1:4300')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content-hashed names ([name].[8 hex].ext) never change, so browsers may keep them forever. */
const isHashed = (file) => /\.[0-9a-f]{8}\.[a-z0-9]+$/i.test(file);

function baseHeaders(req) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (args.cors) {
    const origin = req.headers.origin;
    if (origin && shellOrigins.includes(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Vary'] = 'Origin';
    }
  }
  return headers;
}

async function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const target = path.normalize(path.join(root, decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  try {
    const stat = await fs.stat(target);
    if (stat.isDirectory()) {
      const index = path.join(target, 'index.html');
      await fs.access(index);
      return index;
    }
    return target;
  } catch {
    return null;
  }
}

/** Encodings by preference, with the suffix of their precompressed copies. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The names in an Accept-Encoding header that are not refused with q=0. */
function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/** The precompressed copy of `file` to send, if the browser takes one and the build made it. */
async function pickEncoding(req, file) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    try {
      const stat = await fs.stat(file + encoding.suffix);
      return { ...encoding, file: file + encoding.suffix, size: stat.size };
    } catch {
      // not precompressed in this encoding
    }
  }
  return null;
}

async function send(req, res, file, status = 200, extraHeaders = {}) {
  const ext = path.extname(file).toLowerCase();
  const stat = await fs.stat(file);
  const encoded = await pickEncoding(req, file);
  const base = baseHeaders(req);
  const headers = {
    ...base,
    ...extraHeaders,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Content-Length': String(encoded ? encoded.size : stat.size),
    'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    // Caches keep one copy per encoding (and per origin when CORS answers vary).
    Vary: [base.Vary, 'Accept-Encoding'].filter(Boolean).join(', '),
  };
  if (encoded) headers['Content-Encoding'] = encoded.name;
  if (ext === '.html') headers['X-Frame-Options'] = 'DENY';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(encoded ? encoded.file : file).pipe(res);
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...baseHeaders(req), 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    if (args['env-dir'] && urlPath === '/environment.json') {
      const envFile = path.resolve(args['env-dir'], `${envName}.json`);
      return await send(req, res, envFile);
    }
    const file = await resolveFile(urlPath);
    if (file) return await send(req, res, file);
    if (args.spa && !path.extname(urlPath)) return await send(req, res, path.join(root, 'index.html'));
    res.writeHead(404, { ...baseHeaders(req), 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Server error');
    console.error(JSON.stringify({ level: 'error', msg: 'static server failure', error: String(error) }));
  }
});

server.listen(Number(args.port), args.host, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      msg: 'serving',
      root,
      url: `http://${args.host === '127.0.0.1' ? 'localhost' : args.host}:${args.port}`,
    }),
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
