const { createJestConfig } = require('@observatory/shared/build/jest-preset.cjs');

// supercluster and kdbush ship ESM only, like jotai: transform them too.
module.exports = createJestConfig(__dirname, {
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm|jotai/|supercluster/|kdbush/)',
    '/node_modules/\\.pnpm/(?!jotai@|supercluster@|kdbush@)',
  ],
});
