import path from 'node:path';

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
 * http, sortable → ui, ...) imports it by package name. Module Federation shares modules by that
 * name; a relative import would bundle a second copy of the other subpath (a second React context,
 * a second ApiError class) into whichever build loads it.
 */
const SHARED_SUBPATHS = new Set(['contract', 'http', 'services', 'ui', 'form', 'state', 'i18n', 'model', 'sortable']);

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

export const architecturePlugin = {
  rules: { 'no-module-scope-call': noModuleScopeCall, 'shared-subpath-imports': sharedSubpathImports },
};
