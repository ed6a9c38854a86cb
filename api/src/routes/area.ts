import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import type { AreaName } from '../openapi/areas.js';

/** A Fastify instance whose routes take zod schemas (params, query, body and responses are typed from them). */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AreaOptions {
  ctx: AppContext;
}

/**
 * One area of the API as a Fastify plugin: its routes are tagged with the area's name in the
 * document, and see the context they need through `ctx`.
 */
export function apiArea(tag: AreaName, routes: (app: Api, ctx: AppContext) => void): FastifyPluginAsync<AreaOptions> {
  return async (app, { ctx }) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] } as typeof route.schema;
    });
    routes(app.withTypeProvider<ZodTypeProvider>(), ctx);
  };
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart/form-data body, documented from this schema; the handler reads the parts and
     * parses the fields with it (`parseWith`), since files are not JSON.
     */
    multipartBody?: unknown;
  }
}
