import path from 'node:path';
import { RUNTIME_SUBPATH_NAMES } from '../shared/build/kit-subpaths.mjs';

/**
 * Architecture rules that no stock ESLint rule expresses:
 * - no-module-scope-call: `t()` (translations exist only once an area is mounted, and the language
 *   changes at run time) and, in `shared`, `atom()` (atoms never live in shared) must not be called
 *   outside a function.
 */
function isInsideFunction(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (
      current.type === 'FunctionDeclaration' ||
      current.type === 'FunctionExpression' ||
      current.type === 'ArrowFunctionExpression' ||
      current.type === 'MethodDefinition' ||
      current.type === 'PropertyDefinition'
    ) {
      return true;
    }
  }
  return false;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    const object = callee.object.type === 'Identifier' ? callee.object.name : '';
    return `${object}.${callee.property.name}`;
  }
  return '';
}

const noModuleScopeCall = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow calling the named functions at module scope' },
    schema: [{ type: 'object', properties: { names: { type: 'array', items: { type: 'string' } } } }],
    messages: { moduleScope: '{{name}}() must not be called at module scope: {{why}}' },
  },
  create(context) {
    const names = new Set(context.options[0]?.names ?? ['t', 'i18n.t', 'i18next.t']);
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!names.has(name) || isInsideFunction(node)) return;
        const why = name === 'atom' ? 'atoms never live in shared; export a factory instead' : 'translate inside components and hooks';
        context.report({ node, messageId: 'moduleScope', data: { name, why } });
      },
    };
  },
};

/**
 * shared-subpath-imports: inside shared/src, code that crosses from one subpath to another (ui →
 * http, form → ui, ...) imports it by package name. Module Federation shares modules by that
 * name; a relative import would bundle a second copy of the other subpath (a second React context,
 * a second ApiError class) into whichever build loads it.
 */
// The kit's one list of subpaths (shared/build/kit-subpaths.mjs).
const SHARED_SUBPATHS = new Set(RUNTIME_SUBPATH_NAMES);

function sharedSubpathOf(file) {
  const match = /[\\/]shared[\\/]src[\\/]([^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : null;
}

const sharedSubpathImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Cross-subpath imports inside shared go through @observatory/shared/<subpath>' },
    schema: [],
    messages: { relative: "Import '{{target}}' as '@observatory/shared/{{target}}' so federation shares one copy of it." },
  },
  create(context) {
    const file = context.filename;
    const own = sharedSubpathOf(file);
    if (!own || !SHARED_SUBPATHS.has(own) || /\.test\.[tj]sx?$/.test(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const resolved = path.resolve(path.dirname(file), source) + path.sep;
      const target = sharedSubpathOf(resolved);
      if (target && target !== own && SHARED_SUBPATHS.has(target)) context.report({ node, messageId: 'relative', data: { target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * Layer rules: inside a package's src folder, each top folder (and the root files) has a rank,
 * and a file imports only from its own folder and lower ranks, so the folders read top-down and
 * no lower layer depends on a higher one. Test files and folders that are not ranked (test
 * helpers) may import anything.
 * - `peers: 'free'`: folders of the same rank may import each other (an area's components/hooks);
 *   `'apart'`: they may not, so no two folders import each other (the host).
 * - `types: 'free'`: type-only imports are not checked (an area's `api/types.ts` may be named
 *   anywhere); `'checked'`: they are, like any other arrow.
 */
function layerOf(file, { pattern, ranks, rootRank }) {
  const match = pattern.exec(file);
  if (!match) return null;
  const parts = match[1].split(/[\\/]/);
  if (parts.length === 1) return { name: 'root', rank: rootRank };
  const rank = ranks[parts[0]];
  return rank === undefined ? null : { name: parts[0], rank };
}

function createLayerRule({ description, message, pattern, ranks, rootRank, peers, types }) {
  const layers = { pattern, ranks, rootRank };
  return {
    meta: { type: 'problem', docs: { description }, schema: [], messages: { upward: message } },
    create(context) {
      const file = context.filename;
      if (/\.test\.[tj]sx?$/.test(file)) return {};
      const own = layerOf(file, layers);
      if (!own) return {};
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        if (types === 'free' && (node.importKind === 'type' || node.exportKind === 'type')) return;
        const target = layerOf(path.resolve(path.dirname(file), source), layers);
        if (!target || target.name === own.name) return;
        if (target.rank > own.rank || (peers === 'apart' && target.rank === own.rank)) {
          context.report({ node, messageId: 'upward', data: { from: own.name, to: target.name } });
        }
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}

/**
 * area-layers: inside an area, imports go one way, so a screen can be read top-down and no helper
 * depends on a screen: root files (area, routes) → pages → components and hooks → state → api → lib.
 */
const areaLayers = createLayerRule({
  description: 'Inside an area, pages import components/hooks, which import state, then api, then lib; never upward',
  message: "'{{from}}' must not import from '{{to}}': imports inside an area go pages → components/hooks → state → api → lib.",
  pattern: /[\\/]remote-[^\\/]+[\\/]src[\\/](.+)$/,
  ranks: { pages: 5, components: 4, hooks: 4, state: 3, api: 2, lib: 1 },
  rootRank: 6,
  peers: 'free',
  types: 'free',
});

/**
 * host-layers: the shell's folders, top-down: the entry → boot (start-up) → shell (router, top
 * bar, guards) → login and areas (the screens it shows) → federation (loading areas) → services
 * (what an area is lent) → ui (pieces the shell and the sign-in screen both show) → auth, toasts,
 * i18n, config, preferences (the ground: each stands alone).
 */
export const HOST_LAYERS = {
  boot: 7,
  shell: 6,
  login: 5,
  areas: 5,
  federation: 4,
  services: 3,
  ui: 2,
  auth: 1,
  toasts: 1,
  i18n: 1,
  config: 1,
  preferences: 1,
};

const hostLayers = createLayerRule({
  description: "The host's folders import downward only: boot → shell → login/areas → federation → services → ui → the ground",
  message:
    "'{{from}}' must not import from '{{to}}': the host's folders go boot → shell → login, areas → federation → services → ui → auth, toasts, i18n, config, preferences (each on its own).",
  pattern: /[\\/]host[\\/]src[\\/](.+)$/,
  ranks: HOST_LAYERS,
  rootRank: 8,
  peers: 'apart',
  types: 'checked',
});

/**
 * no-literal-ui-text: words people read come from the translations (both languages), never from a
 * literal in JSX: text between tags, and the attributes people read or hear (aria-label, title,
 * alt, placeholder, label...). Punctuation, numbers and symbols are fine.
 */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'alt',
  'placeholder',
  'label',
]);
const HAS_LETTER = /\p{L}/u;

const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text in JSX comes from t(), never from a literal' },
    schema: [],
    messages: { literal: 'User-facing text "{{text}}" must come from the translations (t()), in both languages.' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (HAS_LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && HAS_LETTER.test(node.value.value)) report(node, node.value.value);
      },
    };
  },
};

/**
 * api-layers: the API's imports go one way, routes → services → db. Routes parse, authorize and
 * call services (no SQL, so no db/); services never reach back up to routes or the wire schemas;
 * the db layer imports no service; migrations import nothing live (only their own folder and the
 * db layer's pure helpers, types and name keys), so a later change to the app cannot change what
 * an old migration does; and only server.ts imports seed/. Type-only imports are free.
 */
const API_LAYER_DIRS = {
  routes: 'routes',
  schemas: 'schemas',
  services: 'services',
  export: 'services',
  auth: 'services',
  storage: 'services',
  notify: 'services',
  validation: 'lib',
  http: 'lib',
  openapi: 'lib',
  db: 'db',
  seed: 'seed',
};
// The document generator builds the app: an entry point, like main.ts.
const API_ROOT_FILES = { 'server.ts': 'server', 'main.ts': 'entry', 'openapi-document.ts': 'entry', 'app.ts': 'app' };
const API_FORBIDDEN = {
  entry: ['seed'],
  app: ['seed', 'server', 'entry'],
  routes: ['db', 'migrations', 'seed', 'app', 'server', 'entry'],
  schemas: ['db', 'migrations', 'seed', 'routes', 'app', 'server', 'entry'],
  services: ['routes', 'schemas', 'migrations', 'seed', 'app', 'server', 'entry'],
  lib: ['services', 'routes', 'schemas', 'db', 'migrations', 'seed', 'app', 'server', 'entry'],
  db: ['services', 'routes', 'schemas', 'lib', 'seed', 'app', 'server', 'entry'],
  seed: ['routes', 'schemas', 'app', 'server', 'entry'],
};
/** What a migration may import besides its own folder. */
const MIGRATION_IMPORTS = new Set(['db/types.ts', 'db/name-keys.ts']);

function apiLayerOf(file) {
  const match = /[\\/]api[\\/]src[\\/](.+)$/.exec(file);
  if (!match) return null;
  const rel = match[1].replace(/\\/g, '/').replace(/\.js$/, '.ts');
  if (rel.startsWith('db/migrations/')) return { name: 'migrations', rel };
  const parts = rel.split('/');
  if (parts.length === 1) return { name: API_ROOT_FILES[rel] ?? 'lib', rel };
  return { name: API_LAYER_DIRS[parts[0]] ?? 'lib', rel };
}

const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'The API imports routes → services → db; migrations import nothing live; only server.ts imports seed/' },
    schema: [],
    messages: {
      upward: "API layers: '{{from}}' must not import '{{to}}' (routes → services → db; only server.ts imports seed/).",
      migration: "API layers: a migration imports nothing live ('{{to}}'): only its own folder, db/types.ts and db/name-keys.ts.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = apiLayerOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = apiLayerOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (own.name === 'migrations') {
        if (target.name !== 'migrations' && !MIGRATION_IMPORTS.has(target.rel))
          context.report({ node, messageId: 'migration', data: { to: target.rel } });
        return;
      }
      if ((API_FORBIDDEN[own.name] ?? []).includes(target.name)) {
        context.report({ node, messageId: 'upward', data: { from: own.rel, to: target.rel } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => check({ ...node, source: node.source }),
    };
  },
};

export const architecturePlugin = {
  rules: {
    'no-module-scope-call': noModuleScopeCall,
    'shared-subpath-imports': sharedSubpathImports,
    'area-layers': areaLayers,
    'api-layers': apiLayers,
    'host-layers': hostLayers,
    'no-literal-ui-text': noLiteralUiText,
  },
};
