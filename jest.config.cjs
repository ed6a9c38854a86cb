// One jest run over every front-end package; each keeps its own config from the shared preset.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/host',
    '<rootDir>/remote-observers',
    '<rootDir>/remote-forms',
    '<rootDir>/remote-answers',
    '<rootDir>/remote-statistics',
    '<rootDir>/remote-notifications',
  ],
};
