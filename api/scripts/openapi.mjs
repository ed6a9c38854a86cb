#!/usr/bin/env node
// api/openapi.json, the API's contract, regenerated from the routes' schemas (build the API first).
// `--check` (npm test): regenerates it and fails when it changed, so every change to the wire
// shows in review: commit the regenerated file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(apiDir, 'openapi.json');
const { openApiDocument } = await import(path.join(apiDir, 'dist', 'openapi', 'spec.js'));
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
if (text === before) {
  console.log('api/openapi.json is up to date');
  process.exit(0);
}
fs.writeFileSync(target, text);
if (process.argv.includes('--check')) {
  console.error("api/openapi.json did not match the routes' schemas: it has been regenerated; review the change and commit it.");
  process.exit(1);
}
console.log('api/openapi.json written');
