import { buildApp } from './app.js';
import type { AppContext } from './context.js';

/**
 * The OpenAPI document as the running API serves it at /openapi.json, built without a database:
 * routes only read the context when they answer.
 */
export async function openApiDocument(): Promise<unknown> {
  const ctx = { config: { logLevel: 'silent', trustProxy: false, corsOrigins: [] } } as unknown as AppContext;
  const app = await buildApp(ctx);
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return doc;
}
