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
 * area-layers: inside an area, imports go one way, so a screen can be read top-down and no helper
 * depends on a screen: root files (area, routes) → pages → components and hooks → state → api → lib.
 * Type-only imports are free (an `api/types.ts` type may be named anywhere); test helpers and tests
 * may import anything.
 */
const AREA_LAYERS = { pages: 5, components: 4, hooks: 4, state: 3, api: 2, lib: 1 };
const ROOT_RANK = 6;

function areaLayerOf(file) {
  const match = /[\\/]remote-[^\\/]+[\\/]src[\\/](.+)$/.exec(file);
  if (!match) return null;
  const parts = match[1].split(/[\\/]/);
  if (parts.length === 1) return { name: 'root', rank: ROOT_RANK };
  const rank = AREA_LAYERS[parts[0]];
  return rank === undefined ? null : { name: parts[0], rank };
}

const areaLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside an area, pages import components/hooks, which import state, then api, then lib; never upward' },
    schema: [],
    messages: {
      upward: "'{{from}}' must not import from '{{to}}': imports inside an area go pages → components/hooks → state → api → lib.",
    },
  },
  create(context) {
    const file = context.filename;
    if (/\.test\.[tj]sx?$/.test(file)) return {};
    const own = areaLayerOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const target = areaLayerOf(path.resolve(path.dirname(file), source));
      if (target && target.rank > own.rank) context.report({ node, messageId: 'upward', data: { from: own.name, to: target.name } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

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
    'no-literal-ui-text': noLiteralUiText,
  },
};
