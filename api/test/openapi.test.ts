import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiRoot } from '../src/config.js';
import { DOCS_CSP } from '../src/openapi/docs.js';
import { startServer, ORGANIZER, type TestServer } from './helpers.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

describe('the OpenAPI document and the reference page', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(async () => s.close());

  it('serves the committed api/openapi.json at /openapi.json, without a token', async () => {
    const r = await s.get<{ openapi: string; paths: Record<string, unknown> }>('/openapi.json');
    assert.equal(r.status, 200);
    assert.equal(r.json.openapi, '3.1.0');
    const committed: unknown = JSON.parse(fs.readFileSync(path.join(apiRoot, 'openapi.json'), 'utf8'));
    assert.deepEqual(r.json, committed, 'api/openapi.json is stale: run `pnpm --filter @observatory/api openapi`');
  });

  it('names both token kinds (and the metrics token) as security schemes and gives routes theirs', async () => {
    const doc = (
      await s.get<{
        components: { securitySchemes: Record<string, { scheme: string }> };
        paths: Record<string, Record<string, Operation>>;
      }>('/openapi.json')
    ).json;
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['metricsToken', 'observerToken', 'staffToken']);
    assert.deepEqual(doc.paths['/api/v1/observer']?.get?.security, [{ staffToken: [] }]);
    assert.deepEqual(doc.paths['/api/v1/county']?.get?.security, [{ staffToken: [] }, { observerToken: [] }]);
    assert.deepEqual(doc.paths['/api/v2/access/authorize']?.post?.security, []);
    // Errors are problem documents; 401 and 403 have no body.
    const list = doc.paths['/api/v1/observer']?.get;
    assert.ok(list?.responses['400']?.content?.['application/problem+json']);
    assert.equal(list?.responses['401']?.content, undefined);
    assert.equal(list?.responses['403']?.content, undefined);
  });

  it('describes every route: an id, a summary, its area, its security and a documented success', async () => {
    const doc = (
      await s.get<{ paths: Record<string, Record<string, Operation & { summary?: string }>>; tags: { name: string }[] }>('/openapi.json')
    ).json;
    const areas = new Set(doc.tags.map((t) => t.name));
    const ids = new Set<string>();
    let operations = 0;
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${url}`;
        operations++;
        assert.ok(op.operationId && !ids.has(op.operationId), `${where}: a unique operationId`);
        ids.add(op.operationId);
        assert.ok(op.summary, `${where}: a summary`);
        assert.equal(op.tags?.length, 1, `${where}: one area`);
        assert.ok(areas.has(op.tags?.[0] ?? ''), `${where}: a declared area`);
        assert.ok(Array.isArray(op.security), `${where}: its security`);
        const success = Object.keys(op.responses).filter((status) => status.startsWith('2'));
        assert.ok(success.length > 0, `${where}: a documented success`);
        for (const status of success) assert.notEqual(op.responses[status]?.description, 'Default Response', `${where} ${status}`);
      }
    }
    assert.ok(operations >= 36, `only ${operations} operations`);
  });

  it('serves the reference page and every asset it loads itself, under a policy scoped to it', async () => {
    const page = await s.get('/docs');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-security-policy'), DOCS_CSP);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    assert.ok(assets.length >= 4, page.text);
    for (const asset of assets) {
      // Nothing from another origin: every asset is a path on this server.
      assert.match(asset, /^\.?\/docs\/static\/|^\.\/static\//, asset);
      const r = await s.get(asset.startsWith('.') ? `/docs/${asset.replace(/^\.\/(docs\/)?/, '')}` : asset);
      assert.equal(r.status, 200, asset);
    }
    const init = await s.get('/docs/static/swagger-initializer.js');
    assert.match(init.text, /"validatorUrl":null/);
    // The rest of the API keeps its strict policy.
    const token = await s.login(ORGANIZER.user, ORGANIZER.password);
    const api = await s.get('/api/v1/county', token);
    assert.equal(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  });
});
