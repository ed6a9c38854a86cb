/**
 * The jest configuration every front-end package uses: SWC instead of ts-jest (TypeScript 7 has no
 * JS API), jsdom, and jotai 3 (ESM-only) transformed even from pnpm's nested node_modules paths.
 */
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '..', 'src');

/** @param {string} rootDir @param {import('jest').Config} [overrides] */
function createJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tools/**/*.test.{ts,mjs}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|jotai/)', '/node_modules/\\.pnpm/(?!jotai@)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      // The kit imports its own subpaths by package name (so federation shares one copy); jest
      // resolves those names to the sources, in the kit's own tests too.
      '^@observatory/shared/testing$': path.join(SHARED_SRC, 'testing', 'index.tsx'),
      '^@observatory/shared/(contract|http|services|ui|form|state|i18n|model|standalone)$': path.join(SHARED_SRC, '$1', 'index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    clearMocks: true,
    // A test's whole budget on a busy machine (the waits inside it stay at 5 s each).
    testTimeout: 30000,
    ...overrides,
  };
}

module.exports = { createJestConfig };
