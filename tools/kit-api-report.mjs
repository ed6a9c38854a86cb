#!/usr/bin/env node
/**
 * The public surface of every kit subpath (beside the contract, which has its own stricter report,
 * tools/contract-report.mjs), as the TypeScript declarations of what each entry exports, compared
 * with the committed reports in shared/api/<subpath>.api.md.
 *   node tools/kit-api-report.mjs            check (npm test): fails when a surface changed
 *   node tools/kit-api-report.mjs --update   rewrite the reports, after deciding the kit version
 * A change is a kit release: an addition is a PATCH bump of shared/package.json, anything that
 * removes or changes what an area calls is a MINOR bump (RELEASING.md). Comments are not surface.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { BUILD_TIME_EXPORTS, RUNTIME_SUBPATHS } from '../shared/build/kit-subpaths.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.join(ROOT, 'shared');
const REPORTS = path.join(SHARED, 'api');

/** Every TypeScript entry of the kit but the contract, by subpath name. */
export function kitEntries(shared = SHARED) {
  const entries = { ...RUNTIME_SUBPATHS };
  for (const [name, entry] of Object.entries(BUILD_TIME_EXPORTS)) {
    if (/\.tsx?$/.test(entry)) entries[name.replace(/^\.\//, '')] = entry;
  }
  delete entries.contract;
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, path.join(shared, entry)]));
}

function compilerOptions(shared) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(shared, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  return { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true, removeComments: true, outDir: undefined };
}

/** The name a top-level statement of a declaration file declares, if any. */
function declaredNames(statement) {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((item) => item.name.getText());
  return statement.name ? [statement.name.getText()] : [];
}

/** The statements of an emitted declaration file, by the names they declare. */
function statementsByName(text, fileName) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const byName = new Map();
  for (const statement of file.statements) {
    for (const name of declaredNames(statement)) byName.set(name, [...(byName.get(name) ?? []), statement.getText(file)]);
  }
  return byName;
}

/**
 * Per subpath: the declaration of each name its entry exports, sorted by name. A name the kit
 * re-exports from a library (the router's react-router pieces) is listed with where it comes from.
 */
export function kitDeclarations(shared = SHARED, entries = kitEntries(shared)) {
  const options = compilerOptions(shared);
  const program = ts.createProgram(Object.values(entries), options);
  const emitted = new Map();
  program.emit(undefined, (fileName, text) => emitted.set(path.resolve(fileName.replace(/\.d\.ts$/, '')), text));
  const checker = program.getTypeChecker();
  const parsed = new Map();
  const statementsOf = (source) => {
    const key = source.replace(/\.tsx?$/, '');
    if (!parsed.has(key)) parsed.set(key, emitted.has(key) ? statementsByName(emitted.get(key), `${key}.d.ts`) : null);
    return parsed.get(key);
  };
  const result = {};
  for (const [name, entry] of Object.entries(entries)) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
    const lines = [];
    for (const exported of [...checker.getExportsOfModule(moduleSymbol)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const sources = [...new Set((target.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName))];
      for (const source of sources) {
        const statements = statementsOf(path.resolve(source));
        if (!statements) {
          const from = source
            .split('node_modules/')
            .pop()
            .split('/')
            .slice(0, source.includes('/@') ? 2 : 1);
          lines.push(`// ${exported.name}: re-exported from ${from.join('/').replace(/\/dist.*$/, '')}`);
          continue;
        }
        const alias = target.name === exported.name ? '' : `// exported as ${exported.name}\n`;
        for (const text of statements.get(target.name) ?? [`// ${exported.name}: declared in ${path.relative(shared, source)}`]) {
          lines.push(`${alias}${text}`);
        }
      }
    }
    result[name] = [...new Set(lines)];
  }
  return result;
}

export function renderKitReport(name, lines) {
  return [
    `# @observatory/shared/${name}: API report (generated: \`node tools/kit-api-report.mjs --update\`)`,
    '',
    'What this subpath exports, as declarations. `npm test` fails when it changes without this file',
    'being rewritten: a change is a kit release (an addition: PATCH; a removal or change: MINOR, RELEASING.md).',
    '',
    '```ts',
    ...lines,
    '```',
    '',
  ].join('\n');
}

function main() {
  const declarations = kitDeclarations();
  const reports = Object.fromEntries(Object.entries(declarations).map(([name, lines]) => [`${name}.api.md`, renderKitReport(name, lines)]));
  if (process.argv.includes('--update')) {
    rmSync(REPORTS, { recursive: true, force: true });
    mkdirSync(REPORTS, { recursive: true });
    for (const [file, text] of Object.entries(reports)) writeFileSync(path.join(REPORTS, file), text);
    console.log(`kit API reports: ${Object.keys(reports).length} written to shared/api/`);
    return;
  }
  let committed = [];
  try {
    committed = readdirSync(REPORTS).filter((file) => file.endsWith('.api.md'));
  } catch {
    // no reports yet
  }
  const changed = Object.keys(reports).filter(
    (file) => !committed.includes(file) || readFileSync(path.join(REPORTS, file), 'utf8') !== reports[file],
  );
  const gone = committed.filter((file) => !(file in reports));
  if (changed.length === 0 && gone.length === 0) {
    console.log(`kit API reports: the ${Object.keys(reports).length} subpath surfaces are unchanged`);
    return;
  }
  console.error(`The kit's public surface changed: ${[...changed, ...gone].map((file) => file.replace('.api.md', '')).join(', ')}.`);
  console.error('Decide the kit version (an addition: PATCH; a removal or change: MINOR, RELEASING.md), then run');
  console.error('node tools/kit-api-report.mjs --update and commit shared/api/ with the version bump.');
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
