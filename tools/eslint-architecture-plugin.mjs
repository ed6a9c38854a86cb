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

export const architecturePlugin = { rules: { 'no-module-scope-call': noModuleScopeCall } };
