import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as unavailable from '../shared/build/axios-fetch-unavailable.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const axiosLib = path.join(path.dirname(createRequire(path.join(ROOT, 'shared', 'package.json')).resolve('axios/package.json')), 'lib');

test("the stand-in for axios's fetch adapter exports what axios's own does", () => {
  const original = readFileSync(path.join(axiosLib, 'adapters', 'fetch.js'), 'utf8');
  const named = [...original.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  assert.deepEqual(Object.keys(unavailable).sort(), [...named, 'default'].sort());
});

test("axios reads the adapter through getFetch, and treats false as 'not supported by the environment'", () => {
  const adapters = readFileSync(path.join(axiosLib, 'adapters', 'adapters.js'), 'utf8');
  assert.match(adapters, /import \* as fetchAdapter from '\.\/fetch\.js'/);
  assert.match(adapters, /get: fetchAdapter\.getFetch/);
  assert.match(adapters, /state === false \? 'is not supported by the environment'/);
  assert.equal(unavailable.getFetch({}), false);
  // The browser's adapter comes before fetch in axios's default order.
  const defaults = readFileSync(path.join(axiosLib, 'defaults', 'index.js'), 'utf8');
  assert.match(defaults, /adapter: \['xhr', 'http', 'fetch'\]/);
});
