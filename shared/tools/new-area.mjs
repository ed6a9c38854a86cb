#!/usr/bin/env node
/**
 * Step 1 of "A new area in five steps" (shared/README.md): a working remote-<id> skeleton on the
 * kit, wired into everything that lists the areas, so `npm test` and `npm start` include it at once.
 *
 *   node shared/tools/new-area.mjs <id> --title <English title> --title-ro <Romanian title>
 *        [--route /<path>] [--port <local port>] [--intro <English sentence>] [--intro-ro <Romanian sentence>]
 *
 * It writes remote-<id>/ from shared/tools/area-template/ and adds the area to: the contract's
 * AreaId (an additional id keeps contract v1; the contract report is rewritten), the host's area
 * registry, environment check, navigation and nav texts, every host/environments/*.json, the e2e
 * topology and weight budgets, and the start script's list of areas. The workspace, jest, the type
 * check, the lint and knip find `remote-*` folders by themselves. Then: `pnpm install`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SINGLETON_LIBRARIES } from '../build/mf-shared.mjs';

const TOOLS = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(TOOLS, 'area-template');
const REPO = path.resolve(TOOLS, '..', '..');
const HOST_PORT = 4300;

/** @typedef {{ id: string, Name: string, titleEn: string, titleRo: string, route: string, port: number, introEn: string, introRo: string }} AreaSpec */

export function parseArgs(argv) {
  const [id, ...rest] = argv;
  const options = {};
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index];
    if (!name?.startsWith('--') || rest[index + 1] === undefined) throw new Error(`expected --name value, got ${name}`);
    options[name.slice(2)] = rest[index + 1];
  }
  return { id, ...options };
}

/** Checks and completes what the engineer gave: an id that works as a folder, a namespace and a JS name. */
export function areaSpec({ id, title, 'title-ro': titleRo, route, port, intro, 'intro-ro': introRo }, root = REPO) {
  if (!/^[a-z][a-z0-9]{1,30}$/.test(id ?? '')) throw new Error('the id is one lowercase word, letters and digits (e.g. map, activity)');
  if (!title || !titleRo) throw new Error('--title and --title-ro are required (the heading and the navigation label)');
  if (existsSync(path.join(root, `remote-${id}`))) throw new Error(`remote-${id} already exists`);
  const taken = listedAreas(root);
  if (taken.some((area) => area.id === id)) throw new Error(`an area "${id}" is already listed in scripts/lib/paths.mjs`);
  const chosenPort = port === undefined ? Math.max(HOST_PORT, ...taken.map((area) => area.port)) + 1 : Number(port);
  if (!Number.isInteger(chosenPort) || taken.some((area) => area.port === chosenPort)) throw new Error(`port ${port} is not free`);
  const chosenRoute = route ?? `/${id}`;
  if (!/^\/[a-z0-9-]+$/.test(chosenRoute)) throw new Error('--route is one path segment, e.g. /map');
  return {
    id,
    Name: id[0].toUpperCase() + id.slice(1),
    titleEn: title,
    titleRo: titleRo,
    route: chosenRoute,
    port: chosenPort,
    introEn: intro ?? `What the ${title.toLowerCase()} area shows will be here.`,
    introRo: introRo ?? `Aici va fi conținutul zonei ${titleRo}.`,
  };
}

/** The areas the start script runs: `{ id: '…', dir: '…', port: … }` entries of scripts/lib/paths.mjs. */
function listedAreas(root) {
  const text = readFileSync(path.join(root, 'scripts', 'lib', 'paths.mjs'), 'utf8');
  return [...text.matchAll(/\{ id: '([a-z0-9]+)', dir: '[^']+', port: (\d+) \}/g)].map((match) => ({
    id: match[1],
    port: Number(match[2]),
  }));
}

const json = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`template placeholder ${match} has no value`);
    return String(values[name]);
  });
}

/** What an area depends on: the kit's shared singletons at the kit's ranges, the kit, and the federation plugin. */
function dependencies(root) {
  const kit = json(path.join(root, 'shared', 'package.json'));
  const host = json(path.join(root, 'host', 'package.json'));
  const entries = [
    ...SINGLETON_LIBRARIES.map((name) => [name, kit.peerDependencies[name]]),
    ['@observatory/shared', `workspace:^${kit.version}`],
    ['@module-federation/enhanced', host.dependencies['@module-federation/enhanced']],
  ];
  return entries.map(([name, range]) => `    ${JSON.stringify(name)}: ${JSON.stringify(range)}`).join(',\n');
}

/** Writes remote-<id>/ from the template; answers the files written, relative to the root. */
export function writeSkeleton(spec, root = REPO) {
  const target = path.join(root, `remote-${spec.id}`);
  const values = { ...spec, mfName: `observatory_${spec.id}`, dependencies: dependencies(root) };
  const written = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(source);
        continue;
      }
      const relative = path
        .relative(TEMPLATE, source)
        .replace(/\.tpl$/, '')
        .replaceAll('__Name__', spec.Name)
        .replaceAll('__id__', spec.id);
      const destination = path.join(target, relative);
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, fill(readFileSync(source, 'utf8'), values));
      written.push(path.relative(root, destination));
    }
  };
  walk(TEMPLATE);
  return written;
}

/** The one file under `dir` whose text matches `pattern` (the host's folders may move; their content stays). */
function fileWith(root, dir, pattern) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && pattern.test(readFileSync(full, 'utf8'))) found.push(full);
    }
  };
  walk(path.join(root, dir));
  if (found.length !== 1) throw new Error(`expected one file in ${dir} matching ${pattern}, found ${found.length}`);
  return found[0];
}

/** Replaces the one match of `pattern` in `file` by `replace(match)`; fails loudly when the anchor moved. */
function edit(file, pattern, replace) {
  const text = readFileSync(file, 'utf8');
  const match = pattern.exec(text);
  if (!match) throw new Error(`${file}: ${pattern} not found; add the area there by hand and fix new-area.mjs`);
  writeFileSync(file, text.slice(0, match.index) + replace(match) + text.slice(match.index + match[0].length));
  return file;
}

/** Adds `'<id>'` to a union of string literals (`= 'a' | 'b';`) or an array of them (`['a', 'b']`). */
const addToUnion = (id) => (match) => `${match[1]} | '${id}';`;
const addToArray = (id) => (match) => `${match[1]}, '${id}'${match[2]}`;

/** Adds the area everywhere the areas are listed; answers the files changed, relative to the root. */
export async function wireArea(spec, root = REPO) {
  const { id, route, port, titleEn, titleRo } = spec;
  const changed = [];
  const at = (...parts) => path.join(root, ...parts);

  // The contract: one more id keeps v1 (an older host never mounts an area it does not list).
  changed.push(edit(at('shared', 'src', 'contract', 'v1.ts'), /((?:export )?type AreaId = [^;]+);/, addToUnion(id)));
  const { contractDeclarations, renderReport } = await import(path.join(root, 'tools', 'contract-report.mjs'));
  writeFileSync(at('shared', 'contract.api.md'), renderReport(contractDeclarations(at('shared', 'src', 'contract'))));
  changed.push(at('shared', 'contract.api.md'));

  // The host: which routes the area owns, that every environment pins it, where it sits in the navigation.
  const registry = fileWith(root, 'host/src', /const AREAS: readonly AreaDefinition\[\] = \[/);
  changed.push(
    edit(
      registry,
      /((?:export )?const AREAS: readonly AreaDefinition\[\] = \[[\s\S]*?)(\n\];)/,
      (match) => `${match[1]}\n  { id: '${id}', remoteName: 'observatory_${id}', mounts: ['${route}'], navKey: 'nav.${id}' },${match[2]}`,
    ),
  );
  const environmentCheck = fileWith(root, 'host/src', /const AREA_IDS: readonly AreaId\[\] = \[/);
  changed.push(edit(environmentCheck, /((?:export )?const AREA_IDS: readonly AreaId\[\] = \[[^\]]*?)(\];)/, addToArray(id)));
  const navigation = fileWith(root, 'host/src', /const NAV_ORDER = \[/);
  changed.push(edit(navigation, /(const NAV_ORDER = \[[^\]]*?)(\] as const;)/, addToArray(id)));
  for (const [language, title] of [
    ['en', titleEn],
    ['ro', titleRo],
  ]) {
    const file = at('host', 'public', 'assets', 'i18n', `${language}.json`);
    const texts = json(file);
    texts.nav[id] = title;
    writeJson(file, texts);
    changed.push(file);
  }
  const environments = at('host', 'environments');
  for (const name of readdirSync(environments).filter((file) => file.endsWith('.json'))) {
    const file = path.join(environments, name);
    const environment = json(file);
    const [modelId, model] = Object.entries(environment.areas)[0];
    const modelPort = listedAreas(root).find((area) => area.id === modelId)?.port;
    const manifestUrl = model.manifestUrl
      .replace(`remote-${modelId}`, `remote-${id}`)
      .replace(`:${modelPort}`, `:${port}`)
      .replace(`/${model.version}/`, '/0.1.0/');
    environment.areas[id] = { version: '0.1.0', manifestUrl };
    writeJson(file, environment);
    changed.push(file);
  }

  // The e2e stack serves the area at the host's e2e port + the same offset; its first screen has a budget.
  const topology = at('e2e', 'support', 'topology.ts');
  edit(topology, /((?:export )?type AreaId = [^;]+);/, addToUnion(id));
  changed.push(
    edit(
      topology,
      /((?:export )?const AREAS: readonly AreaTopology\[\] = \[[\s\S]*?)(\n\];)/,
      (match) =>
        `${match[1]}\n  { id: '${id}', dir: 'remote-${id}', port: E2E_HOST_PORT + ${port - HOST_PORT}, route: '${route}', titles: { en: ${JSON.stringify(titleEn)}, ro: ${JSON.stringify(titleRo)} } },${match[2]}`,
    ),
  );
  changed.push(
    edit(
      at('e2e', 'budgets.ts'),
      /((?:export )?const AREA_BUDGETS[^=]*= \{[\s\S]*?)(\n\};)/,
      (match) =>
        `${match[1]}\n  ${id}: { kib: 30, reason: 'Set when the area was scaffolded: measure its first screen and say here why it needs what it has.' },${match[2]}`,
    ),
  );

  // `npm start` runs its dev server.
  changed.push(
    edit(
      at('scripts', 'lib', 'paths.mjs'),
      /((?:export )?const AREAS = \[[\s\S]*?)(\n\];)/,
      (match) => `${match[1]}\n  { id: '${id}', dir: 'remote-${id}', port: ${port} },${match[2]}`,
    ),
  );
  return [...new Set(changed)].map((file) => path.relative(root, file));
}

/** Formats what was written or edited the way `npm test` checks it. */
export async function format(files, root = REPO) {
  const prettier = await import('prettier');
  for (const relative of files) {
    const file = path.join(root, relative);
    const options = (await prettier.resolveConfig(file)) ?? {};
    // The repository's ignore list holds: the API reports are written by their tools, never reformatted.
    const info = await prettier.getFileInfo(file, { ignorePath: path.join(root, '.prettierignore') });
    if (info.ignored || !info.inferredParser) continue;
    writeFileSync(file, await prettier.format(readFileSync(file, 'utf8'), { ...options, filepath: file }));
  }
}

async function main() {
  const spec = areaSpec(parseArgs(process.argv.slice(2)));
  const written = writeSkeleton(spec);
  const wired = await wireArea(spec);
  await format([...written, ...wired]);
  console.log(`remote-${spec.id}: ${written.length} files written; wired into ${wired.join(', ')}.`);
  console.log(`Next: node scripts/run-pnpm.mjs install, then follow "A new area in five steps" in shared/README.md.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`new-area: ${error.message}`);
    process.exit(1);
  });
}
