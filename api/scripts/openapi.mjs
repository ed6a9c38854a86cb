#!/usr/bin/env node
// api/openapi.json, the API's contract, regenerated from the routes' schemas (build the API first).
// `--check` (npm test): regenerates it and fails when it changed, so every change to the wire
// shows in review: commit the regenerated file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGenerated } from '../../scripts/lib/generated-file.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(apiDir, 'openapi.json');
const { openApiDocument } = await import(path.join(apiDir, 'dist', 'openapi-document.js'));
const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
process.exit(writeGenerated(target, text, { check: process.argv.includes('--check'), from: "the routes' schemas" }));
