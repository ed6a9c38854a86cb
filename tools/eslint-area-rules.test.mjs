import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages the project's lint gives `code` as if it were the file `file`. */
async function lint(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.message);
}

const AREA_FILE = 'remote-forms/src/lib/sample.ts';
const SERVICES = /host services/;

test('an area may not reach the network, storage or the location itself', async () => {
  const cases = {
    axios: "import axios from 'axios';\nexport const load = () => axios.get('/api/v1/form');\n",
    fetch: "export const load = () => fetch('/api/v1/form');\n",
    windowFetch: "export const load = () => window.fetch('/api/v1/form');\n",
    localStorage: "export const read = () => localStorage.getItem('x');\n",
    sessionStorage: "export const read = () => sessionStorage.getItem('x');\n",
    windowSessionStorage: "export const read = () => window.sessionStorage.getItem('x');\n",
    locationHref: "export const go = () => { window.location.href = '/login'; };\n",
    location: "export const go = () => { window.location = '/login' as never; };\n",
    bareLocation: "export const go = () => { location.href = '/login'; };\n",
    assign: "export const go = () => window.location.assign('/login');\n",
    reload: 'export const go = () => location.reload();\n',
  };
  for (const [name, code] of Object.entries(cases)) {
    const messages = await lint(code, AREA_FILE);
    assert.ok(
      messages.some((message) => SERVICES.test(message)),
      `${name}: ${JSON.stringify(messages)}`,
    );
  }
});

test('reading the location, the host itself and an area’s tests stay allowed', async () => {
  assert.deepEqual(await lint('export const here = () => window.location.pathname + location.search;\n', AREA_FILE), []);
  assert.deepEqual(await lint("export const load = () => fetch('/environment.json');\n", 'host/src/config/sample.ts'), []);
  const inTest = "it('stubs', () => {\n  globalThis.fetch = jest.fn();\n  expect(sessionStorage.length).toBe(0);\n});\n";
  assert.deepEqual(await lint(inTest, 'remote-forms/src/lib/sample.test.ts'), []);
});
