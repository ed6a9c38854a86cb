import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { architecturePlugin } from './tools/eslint-architecture-plugin.mjs';

const REMOTES = ['remote-observers', 'remote-forms', 'remote-answers', 'remote-statistics', 'remote-notifications'];

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
      'react-hooks/exhaustive-deps': 'warn',
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
  {
    files: ['host/src/auth/**', 'host/src/i18n/**'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-syntax': ['error', noDangerousHtml, noInnerHtml],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: appImports }],
      'architecture/no-module-scope-call': ['error', { names: ['t', 'i18n.t', 'i18next.t', 'atom'] }],
      'architecture/shared-subpath-imports': 'error',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...hostImports, ...remoteImportsExcept(remote)] }] },
  })),
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/jest.config.cjs', 'scripts/**', 'shared/tools/**', 'shared/build/**', 'tools/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-syntax': ['error', noDangerousHtml] },
  },
);
