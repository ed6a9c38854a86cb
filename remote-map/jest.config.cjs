const { createJestConfig } = require('@observatory/shared/build/jest-preset.cjs');

module.exports = createJestConfig(__dirname);
