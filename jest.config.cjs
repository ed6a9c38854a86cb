// One jest run over every front-end package; each keeps its own config from the shared preset.
// Every remote-* folder is an area: a new one is tested without an edit here.
const { readdirSync } = require('node:fs');

const areas = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('remote-'))
  .map((entry) => `<rootDir>/${entry.name}`)
  .sort();

module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', ...areas],
};
