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

async function send(req, res, file, status = 200) {
  const ext = path.extname(file).toLowerCase();
  const stat = await fs.stat(file);
  const headers = {
    ...baseHeaders(req),
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Content-Length': String(stat.size),
    'Cache-Control': isHashed(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (ext === '.html') headers['X-Frame-Options'] = 'DENY';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
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
