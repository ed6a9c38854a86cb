import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../auth/principal.js';
import { inputDocOf } from '../validation/schema-notes.js';
import { AREAS } from './areas.js';

/** What the document says once for every route (the rules that used to live outside the repository). */
const GENERAL = `The API of Observatory, the staff back-office for election-observation NGOs, and of the observers' mobile app.

**General rules**

- JSON in camelCase. Request names (query, body, path) are read case-insensitively (\`Phone\` = \`phone\`); numbers and booleans sent as strings (\`"12"\`, \`"true"\`) are accepted. Where the original client sends another name for a field, the field's description says so (a *compatibility alias*); routes kept only for that client say so in their description and are marked deprecated.
- Lists answer the envelope \`{ data, page, pageSize, totalItems, totalPages }\`: \`page\` is 1-based; \`totalPages\` is 0 when \`totalItems\` is 0; a page past the end answers \`data: []\` with true totals.
- Errors are \`application/problem+json\` (RFC 7807, schema \`Problem\`). A validation failure is a 400 whose \`errors\` lists messages per wire name (\`formSections[1].code\`). 401 and 403 have empty bodies. An unknown id, or one the caller may not see (another NGO's), is a 404: crossing a tenant boundary reveals nothing and changes nothing. No answer carries a stack trace; a 500 carries \`traceId\`. A request the database could not serve at that moment (a conflict with concurrent writes that persists after the API retried it, a timeout, no free connection) is a 503 with \`Retry-After\`; nothing of it was saved.
- Every route except sign-in, health, this document and signed file links needs \`Authorization: Bearer <token>\` (no cookies, no tokens in URLs). A JSON route refuses other content types with 415; bodies above 1 MiB are refused with 413.
- Times are ISO-8601 UTC strings.

**Tokens.** \`POST /api/v2/access/authorize\` signs staff in with \`{ user, password }\` (a \`staffToken\`) and observers with \`{ user: phone, password: PIN, fcmToken }\` (an \`observerToken\`: the \`fcmToken\` field is what makes it an observer sign-in). A token is a signed JWT that expires (\`expires_in\` seconds, 12 h by default); its claims are \`sub\` (account name, or the observer's phone), \`ngoId\`, \`ngoName\`, \`organizer\`, \`userType\` (\`NgoAdmin\` or \`Observer\`) and, for the original client, the same values as \`IdNgo\` (a string), \`Organizer\` and \`UserType\`.

**Tenancy.** Staff belong to an NGO and see and change only their NGO's observers, answers, notes, statistics, exports and notifications. An organizer NGO's staff see every NGO. Forms are shared by every NGO and written by organizers only.`;

const SECURITY_SCHEMES = {
  staffToken: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A staff member\'s token (`userType: "NgoAdmin"`), from `POST /api/v2/access/authorize` with `{ user, password }`.',
  },
  observerToken: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An observer\'s token (`userType: "Observer"`), from `POST /api/v2/access/authorize` with `{ user: phone, password: PIN, fcmToken }`. Accepted by the observer routes, and by the county list and the published forms.',
  },
  metricsToken: {
    type: 'http' as const,
    scheme: 'bearer',
    description: "The server's `METRICS_TOKEN` setting, for `GET /metrics` only (a monitoring system's credential, not a JWT).",
  },
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  any: [{ staffToken: [] }, { observerToken: [] }],
  staff: [{ staffToken: [] }],
  organizer: [{ staffToken: [] }],
  observer: [{ observerToken: [] }],
};

const NO_TOKEN = { description: 'No valid token (empty body).', type: 'null' };
const FORBIDDEN: Record<Access, string> = {
  public: '',
  any: '',
  staff: 'The token is not a staff token (empty body).',
  organizer: "The token is not an organizer's staff token (empty body).",
  observer: "The token is not an observer's token, or the observer was retired (empty body).",
};

type JsonObject = Record<string, unknown>;

/** zod's JSON Schema, with the request-side descriptions of lenient inputs (see documentInput). */
function override(ctx: { zodSchema: unknown; jsonSchema: JsonObject }, io: 'input' | 'output'): void {
  // zod states the safe-integer range on every integer: noise in a document people read.
  if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
  if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
  const anyOf = ctx.jsonSchema.anyOf;
  // A union member zod cannot represent comes out as {}: it would make the union accept anything.
  if (Array.isArray(anyOf)) ctx.jsonSchema.anyOf = anyOf.filter((s) => Object.keys(s as object).length > 0);
  const doc = io === 'input' ? inputDocOf(ctx.zodSchema) : undefined;
  if (!doc) return;
  const own = ctx.jsonSchema.description;
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, doc);
  if (typeof own === 'string' && own !== doc.description)
    ctx.jsonSchema.description = doc.description ? `${own} ${String(doc.description)}` : own;
}

const zodTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => override(ctx as never, 'input') },
});
const outputTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: (ctx) => override(ctx as never, 'output') },
});

type TransformArgs = Parameters<typeof zodTransform>[0];

/** The description and examples given to a route's top-level schema (`.meta()`), which the conversion leaves out. */
function withOwnMeta(zodSchema: unknown, json: unknown): unknown {
  const meta = zodSchema instanceof z.ZodType ? z.globalRegistry.get(zodSchema) : undefined;
  if (!meta || !json || typeof json !== 'object' || '$ref' in json) return json;
  const { id: _id, ...rest } = meta;
  return { ...rest, ...(json as JsonObject) };
}

function withOwnMetaAll(source: JsonObject, converted: JsonObject): JsonObject {
  const out: JsonObject = { ...converted };
  for (const key of ['body', 'querystring', 'params']) if (out[key] !== undefined) out[key] = withOwnMeta(source[key], out[key]);
  const responses = converted.response as JsonObject | undefined;
  const sourceResponses = (source.response ?? {}) as JsonObject;
  if (responses) {
    out.response = Object.fromEntries(Object.entries(responses).map(([status, r]) => [status, withOwnMeta(sourceResponses[status], r)]));
  }
  return out;
}

/**
 * zod schemas to JSON Schema (requests described as they are accepted, responses as they are
 * written), plus what every route shares: its security, its 400/401/403 answers, and a
 * multipart body (validated by the handler) described from its zod schema.
 */
function transform(args: TransformArgs) {
  const routeSchema = (args.schema ?? {}) as JsonObject;
  const { multipartBody, ...rest } = routeSchema;
  const inputSource = { ...rest, response: undefined, ...(multipartBody ? { body: multipartBody } : {}) };
  const input = zodTransform({ ...args, schema: inputSource as never });
  const output = outputTransform({ ...args, schema: { response: rest.response } as never });
  const schema = withOwnMetaAll(inputSource, input.schema as JsonObject);
  if (schema.hide) return input;
  if (multipartBody) schema.body = { content: { 'multipart/form-data': { schema: schema.body } } };
  const responses: JsonObject = {
    ...(withOwnMetaAll({ response: rest.response }, output.schema as JsonObject).response as JsonObject | undefined),
  };
  const access = (args.route.config as { access?: Access } | undefined)?.access ?? 'staff';
  // A route with a credential of its own (GET /metrics) names it; the others follow their access.
  schema.security = (routeSchema.security as typeof schema.security | undefined) ?? SECURITY[access];
  const hasInput = ['body', 'querystring', 'params'].some((k) => schema[k] !== undefined);
  if (hasInput && !responses['400']) responses['400'] = problemRef('A field is missing or invalid: `errors` names each one.');
  if (access !== 'public') {
    responses['401'] ??= NO_TOKEN;
    if (access !== 'any') responses['403'] ??= { description: FORBIDDEN[access], type: 'null' };
  }
  schema.response = responses;
  return { schema, url: input.url };
}

function problemRef(description: string) {
  return { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
}

const zodComponents = createJsonSchemaTransformObject({
  zodToJsonConfig: { override: (ctx) => override(ctx as never, 'output') },
});

/**
 * The named schemas, less those no route uses (every named zod schema also comes out as an
 * `…Input` twin; only the ones a request uses stay).
 */
const transformObject: typeof zodComponents = (args) => {
  const doc = zodComponents(args) as {
    components?: { schemas?: Record<string, unknown> };
    paths?: Record<string, Record<string, JsonObject>>;
  };
  // A response whose schema says nothing about it is described by its status ("OK").
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(methods)) {
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, JsonObject>)) {
        if (response.description === 'Default Response') response.description = STATUS_CODES[status] ?? status;
      }
    }
  }
  const schemas = doc.components?.schemas;
  if (!schemas) return doc as ReturnType<typeof zodComponents>;
  const used = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(child);
      }
    }
  };
  visit({ ...doc, components: { ...doc.components, schemas: {} } });
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...doc, components: { ...doc.components, schemas: kept } } as ReturnType<typeof zodComponents>;
};

function swaggerOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Observatory API', version, description: GENERAL },
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: AREAS.map(({ name, description }) => ({ name, description })),
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
    transformObject,
  };
}

/** Registers the document builder: before any route, so it sees them all. */
export async function registerDocument(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, swaggerOptions(version));
}
