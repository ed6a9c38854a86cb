import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPreloads } from '../shared/build/startup-preload-plugin.mjs';

const page = '<html><head><title>O</title><script defer src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head></html>';

test('the start-up chunks are preloaded before the first script, as CORS requests like the runtime makes', () => {
  const html = withPreloads(page, ['/boot.2.js', '/start.3.js']);
  assert.equal(
    html,
    '<html><head><title>O</title>' +
      '<link rel="preload" as="script" crossorigin="anonymous" href="/boot.2.js">' +
      '<link rel="preload" as="script" crossorigin="anonymous" href="/start.3.js">' +
      '<script defer src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head></html>',
  );
});

test('a page without a script gets them at the end of its head', () => {
  assert.equal(
    withPreloads('<head></head>', ['/boot.2.js']),
    '<head><link rel="preload" as="script" crossorigin="anonymous" href="/boot.2.js"></head>',
  );
});
