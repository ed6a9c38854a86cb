import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The reference page's own policy: its scripts, styles and images come from this server (the
 * package ships them; nothing from a CDN, no validator badge), and it fetches only this origin.
 * Swagger UI injects one fixed <style> element: it is allowed by its hash (a new version of the
 * package that changes it fails e2e/tests/api-docs.spec.ts), no other inline style or script.
 */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";
export const DOCS_CSP = `default-src 'none'; script-src 'self'; style-src 'self' ${SWAGGER_UI_STYLE}; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** `GET /openapi.json` (the document) and `GET /docs` (a reference page that can try the calls). */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());

  await app.register(async (docs) => {
    // Every route of the page is public, like the document it shows.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: DOCS_CSP,
      uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
      theme: { title: 'Observatory API' },
    });
  });
}
