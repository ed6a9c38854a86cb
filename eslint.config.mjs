import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { architecturePlugin } from './tools/eslint-architecture-plugin.mjs';

/** Every area: each `remote-*` folder of the repository (a new area is linted without editing this file). */
const REMOTES = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
  .map((entry) => entry.name)
  .sort();

/** Imports that break the dependency direction: nothing depends on the host, remotes never on each other. */
const hostImports = [
  { group: ['@observatory/host', '@observatory/host/*'], message: 'Nothing imports the host: use the services it lends.' },
  { group: ['**/host/**', '../host', '../../host'], message: 'Nothing imports the host: use the services it lends.' },
];
const remoteImportsExcept = (own) =>
  REMOTES.filter((remote) => remote !== own).flatMap((remote) => [
    { group: [`@observatory/${remote}`, `@observatory/${remote}/*`, `**/${remote}/**`], message: 'Areas never import each other.' },
  ]);
const appImports = [
  ...hostImports,
  ...REMOTES.map((remote) => ({
    group: [`@observatory/${remote}`, `@observatory/${remote}/*`, `**/${remote}/**`],
    message: 'shared imports no app.',
  })),
  { group: ['@observatory/api', '**/api/src/**'], message: 'shared imports no app.' },
];

/** react-toastify lives in the host: areas and the kit use the `toasts` service. */
const toastifyImports = [{ group: ['react-toastify', 'react-toastify/*'], message: 'Toasts belong to the host: use services.toasts.' }];
/** Apps reach the kit through its package entry points (one copy at run time), never its files. */
const kitFileImports = [
  {
    group: ['**/shared/src/**', '**/shared/src'],
    message: 'Import the kit by its entry point (@observatory/shared/<subpath>), not by file.',
  },
];

/** The router comes from the kit (one tree-shaken copy on the page); react-router is not shared. */
const routerImports = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message: 'Import routing from @observatory/shared/router: react-router is not a shared singleton.',
  },
];

const FRONT_END_SOURCES = ['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`)];

const noDangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Observer-supplied text is rendered as text: no dangerouslySetInnerHTML.',
};
const noInnerHtml = {
  selector: 'AssignmentExpression > MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
  message: 'Never write HTML from strings.',
};
const noLocalStorage = [{ name: 'localStorage', message: 'Only the host auth and language code use localStorage.' }];
const noLocalStorageMember = {
  selector: "MemberExpression[object.name='window'][property.name='localStorage']",
  message: 'Only the host auth and language code use localStorage.',
};

/**
 * What an area must take from the host's services instead of the browser: HTTP (services.http,
 * the auth-aware client), storage (services.drafts, services.preferences) and navigation
 * (services.navigate, or the kit's router).
 */
const AREA_SERVICES = 'Areas use the host services: http, drafts, preferences, navigate.';
const areaBrowserImports = [{ group: ['axios', 'axios/*'], message: `No axios in an area. ${AREA_SERVICES}` }];
const areaBrowserGlobals = ['fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest'].map((name) => ({
  name,
  message: `No ${name} in an area. ${AREA_SERVICES}`,
}));
const LOCATION = "[object.name='location'], [object.object.name='window'][object.property.name='location']";
const areaBrowserSyntax = [
  {
    selector:
      'MemberExpression[object.name=/^(window|globalThis|self)$/][property.name=/^(fetch|localStorage|sessionStorage|XMLHttpRequest)$/]',
    message: `No fetch or browser storage in an area. ${AREA_SERVICES}`,
  },
  {
    selector: "AssignmentExpression > MemberExpression.left[object.name=/^(window|globalThis|document)$/][property.name='location']",
    message: `An area never sets the location. ${AREA_SERVICES}`,
  },
  {
    selector: `AssignmentExpression > MemberExpression.left:matches(${LOCATION})`,
    message: `An area never sets the location. ${AREA_SERVICES}`,
  },
  {
    selector: `CallExpression > MemberExpression.callee:matches(${LOCATION})[property.name=/^(assign|replace|reload)$/]`,
    message: `An area never changes the location. ${AREA_SERVICES}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/releases/**',
      '**/.data/**',
      'e2e/test-results*/**',
      'e2e/playwright-report/**',
      'api/dist/**',
      'api/.data/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, architecture: architecturePlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useRequest takes (fetcher, deps) like useEffect: its deps are checked the same way.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useRequest$' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', noDangerousHtml, noInnerHtml, noLocalStorageMember],
      'no-restricted-globals': ['error', ...noLocalStorage],
      'architecture/no-module-scope-call': ['error', { names: ['t', 'i18n.t', 'i18next.t'] }],
    },
  },
  // The front end's own sources: accessible JSX, words from the translations, no import cycles.
  {
    files: FRONT_END_SOURCES,
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.frontend.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table region and a date whose full form shows on focus must be reachable by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: ['time'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'architecture/no-literal-ui-text': 'error',
    },
  },
  {
    files: ['host/src/auth/**', 'host/src/i18n/**', 'host/src/preferences/**'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-syntax': ['error', noDangerousHtml, noInnerHtml],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...appImports, ...toastifyImports, ...routerImports] }],
      'architecture/no-module-scope-call': ['error', { names: ['t', 'i18n.t', 'i18next.t', 'atom'] }],
      'architecture/shared-subpath-imports': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...hostImports,
            ...remoteImportsExcept(remote),
            ...toastifyImports,
            ...kitFileImports,
            ...routerImports,
            ...areaBrowserImports,
          ],
        },
      ],
      'architecture/area-layers': 'error',
    },
  })),
  // The API's layers: routes → services → db; migrations import nothing live; only server.ts imports seed/.
  { files: ['api/src/**/*.ts'], rules: { 'architecture/api-layers': 'error' } },
  // An area's own code reaches the network, storage and navigation only through the host services.
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...noLocalStorage, ...areaBrowserGlobals],
      'no-restricted-syntax': ['error', noDangerousHtml, noInnerHtml, noLocalStorageMember, ...areaBrowserSyntax],
    },
  },
  {
    files: ['host/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...kitFileImports, ...routerImports] }], 'architecture/host-layers': 'error' },
  },
  // The one place react-router is imported: the kit's router subpath.
  {
    files: ['shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports, ...toastifyImports] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/jest.config.cjs', 'scripts/**', 'shared/tools/**', 'shared/build/**', 'tools/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-syntax': ['error', noDangerousHtml] },
  },
  // Tests write their own fixtures (atoms, literal labels); the standalone page is a developer tool in English.
  {
    files: ['**/*.test.{ts,tsx}', '**/src/testing/**', 'shared/src/standalone/**'],
    rules: {
      'architecture/no-literal-ui-text': 'off',
      'architecture/no-module-scope-call': ['error', { names: ['t', 'i18n.t', 'i18next.t'] }],
    },
  },
);
