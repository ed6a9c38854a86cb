const { createJestConfig } = require('./build/jest-preset.cjs');

module.exports = createJestConfig(__dirname);
