#!/usr/bin/env node
/**
 * The host↔area contract's public surface, as TypeScript declarations (emitted by the compiler from
 * shared/src/contract), compared with the committed report `shared/contract.api.md`.
 *   node tools/contract-report.mjs            check (npm test): fails when the surface changed
 *   node tools/contract-report.mjs --update   rewrite the report, after a version decision
 * Any change fails until someone decides: an additive optional member keeps v1 (older hosts and
 * areas lack it), anything else is a new contract version (v2.ts beside v1.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT_DIR = path.join(ROOT, 'shared', 'src', 'contract');
const REPORT = path.join(ROOT, 'shared', 'contract.api.md');

/** Declarations of every contract file, in a stable order; comments are not part of the surface. */
export function contractDeclarations(dir = CONTRACT_DIR) {
  const entry = path.join(dir, 'index.ts');
  const options = {
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
    strict: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const outputs = new Map();
  const program = ts.createProgram([entry], options);
  const problems = ts.getPreEmitDiagnostics(program).filter((diagnostic) => diagnostic.file?.fileName.startsWith(dir));
  if (problems.length > 0) throw new Error(ts.formatDiagnostics(problems, ts.createCompilerHost(options)));
  program.emit(undefined, (fileName, text) => {
    const source = path.resolve(fileName.replace(/\.d\.ts$/, '.ts'));
    if (source.startsWith(dir)) outputs.set(path.relative(dir, source), text.trim());
  });
  return [...outputs.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function renderReport(declarations) {
  const sections = declarations.map(([file, text]) => `## ${file}\n\n\`\`\`ts\n${text}\n\`\`\`\n`);
  return [
    '# Contract report (generated: `node tools/contract-report.mjs --update`)',
    '',
    'The public surface of `shared/src/contract`: what the host and every area build against.',
    '`npm test` fails when it changes without this file being rewritten. Before rewriting it, decide:',
    'an additive optional member keeps v1; anything else is a new contract version.',
    '',
    ...sections,
  ].join('\n');
}

function main() {
  const report = renderReport(contractDeclarations());
  if (process.argv.includes('--update')) {
    writeFileSync(REPORT, report);
    console.log('contract report: written to shared/contract.api.md');
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(REPORT, 'utf8');
  } catch {
    // no report yet
  }
  if (committed === report) {
    console.log('contract report: the contract surface is unchanged');
    return;
  }
  console.error('The host↔area contract changed (shared/src/contract) without a version decision.');
  console.error('An additive optional member keeps v1; any other change is a new contract version (v2.ts).');
  console.error('After deciding, run: node tools/contract-report.mjs --update, and commit the report.');
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
