import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPreloads } from '../shared/build/startup-preload-plugin.mjs';

const page = '<html><head><title>O</title><script defer src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head></html>';

test("the start-up chunks are preloaded before the first script, in the runtime's mode for its own origin", () => {
  const html = withPreloads(page, ['/boot.2.js', '/start.3.js']);
  assert.equal(
    html,
    '<html><head><title>O</title>' +
      '<link rel="preload" as="script" href="/boot.2.js">' +
      '<link rel="preload" as="script" href="/start.3.js">' +
      '<script defer src="/main.1.js"></script><link href="/main.css" rel="stylesheet"></head></html>',
  );
});

test('a page without a script gets them at the end of its head', () => {
  assert.equal(withPreloads('<head></head>', ['/boot.2.js']), '<head><link rel="preload" as="script" href="/boot.2.js"></head>');
});

test('files the start-up fetches come first, preloaded in the mode fetch() uses', () => {
  assert.equal(
    withPreloads('<head><script defer src="/main.1.js"></script></head>', ['/boot.2.js'], ['/environment.json']),
    '<head><link rel="preload" as="fetch" crossorigin="anonymous" href="/environment.json">' +
      '<link rel="preload" as="script" href="/boot.2.js"><script defer src="/main.1.js"></script></head>',
  );
});
