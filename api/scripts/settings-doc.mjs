#!/usr/bin/env node
// api/README.md's list of settings, generated from the one schema that declares them
// (src/config.ts, SETTINGS: each variable's meaning and default; build the API first).
// `--check` (npm test): regenerates the list and fails when it changed: commit the README.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { writeGenerated } from '../../scripts/lib/generated-file.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = path.join(apiDir, 'README.md');
const START = '<!-- settings:start — generated from src/config.ts by `pnpm --filter @observatory/api settings:doc`; do not edit -->';
const END = '<!-- settings:end -->';

const { settingDocs } = await import(pathToFileURL(path.join(apiDir, 'dist', 'config.js')).href);
const cell = (text) => text.replace(/\|/g, '\\|');
const table = [
  '| Variable | Default | Meaning |',
  '| --- | --- | --- |',
  ...settingDocs().map((s) => `| \`${s.name}\` | ${cell(s.shownDefault)} | ${cell(s.description)} |`),
].join('\n');

const current = fs.readFileSync(readme, 'utf8');
const start = current.indexOf(START);
const end = current.indexOf(END);
if (start < 0 || end < start) throw new Error(`api/README.md has no "${START}" … "${END}" block`);
// Formatted as `prettier --check` expects, so the list is aligned the way the rest of the README is.
const text = await prettier.format(`${current.slice(0, start + START.length)}\n\n${table}\n\n${current.slice(end)}`, {
  ...((await prettier.resolveConfig(readme)) ?? {}),
  filepath: readme,
});
process.exit(writeGenerated(readme, text, { check: process.argv.includes('--check'), from: 'the settings declared in src/config.ts' }));
