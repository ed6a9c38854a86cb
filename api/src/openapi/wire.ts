import { z } from 'zod';
import { decodeCursor } from '../http/cursor.js';
import { noteOf } from '../validation/schema-notes.js';
import { withCode } from '../validation/validate.js';

/**
 * The building blocks every route's schema uses: request objects (names read case-insensitively,
 * the original client's other spellings accepted and documented), the problem document for
 * errors, and how a lenient input is described in the OpenAPI document.
 */

const ALIASES = new WeakMap<z.ZodType, Record<string, string>>();

/** The other spellings a request object accepts, by alias (see `request`). */
export function aliasesOf(schema: z.ZodType): Record<string, string> {
  return noteOf(ALIASES, schema) ?? {};
}

function withAliasNote<S extends z.ZodType>(field: S, names: string[]): S {
  const list = names.map((n) => `\`${n}\``).join(' or ');
  const note = `Also read as ${list} (the original client's name${names.length > 1 ? 's' : ''}).`;
  return field.describe(field.description ? `${field.description} ${note}` : note);
}

/**
 * A query, body or params object. Its names are matched case-insensitively (`Phone` = `phone`);
 * `aliases` maps another name the original client sends onto a field (`{ number: 'phone' }`).
 * The aliases are documented on their field; unknown names are ignored.
 */
export function request<T extends z.ZodRawShape>(shape: T, aliases: Record<string, string> = {}): z.ZodObject<T> {
  const byTarget = new Map<string, string[]>();
  for (const [alias, target] of Object.entries(aliases)) byTarget.set(target, [...(byTarget.get(target) ?? []), alias]);
  const documented: Record<string, z.ZodType> = { ...(shape as unknown as Record<string, z.ZodType>) };
  for (const [target, names] of byTarget) {
    const field = documented[target];
    if (!field) throw new Error(`alias for unknown field ${target}`);
    documented[target] = withAliasNote(field, names);
  }
  const schema = z.object(documented as unknown as T);
  ALIASES.set(schema, aliases);
  return schema;
}

/** RFC 7807 problem details: every error the API answers (401 and 403 have no body). */
export const Problem = z
  .object({
    type: z.string().describe('A URI naming the kind of problem.'),
    title: z.string().describe('A short summary of that kind of problem.'),
    status: z.number().int().describe('The HTTP status.'),
    detail: z.string().optional().describe('What went wrong here, in English, for a person.'),
    errors: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'Validation problems (400): a list of messages per wire name of the field (`formSections[0].code`). Other statuses document their own keys.',
      ),
    codes: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(
        'Beside `errors` of a refusal of named fields (400, and the 409 of a taken phone): the stable code of each message, same keys, same order (README "Field refusal codes"), e.g. `{ "name": ["name_bidi"] }`. Clients say the code in their own words.',
      ),
    traceId: z.string().optional().describe('500 only: the request id (also the `X-Request-Id` header) to find the server log line.'),
  })
  .meta({
    id: 'Problem',
    description: 'An error, as `application/problem+json` (RFC 7807).',
    examples: [
      {
        type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
        title: 'One or more validation errors occurred.',
        status: 400,
        detail: 'One or more fields are invalid.',
        errors: { phone: ['Must be 10 to 15 digits, optionally starting with +.'] },
        codes: { phone: ['phone_format'] },
      },
    ],
  });

/** A documented error answer of a route: `problem('No such observer.')` under its status (or a Problem.extend(…) of its own). */
export function problem(description: string, schema: z.ZodType = Problem) {
  return { description, content: { 'application/problem+json': { schema } } };
}

/** The paging every list reads: never a 400 (below 1 or not a number: the default; above the maximum: the maximum). */
export function pageField(fallback: number, max: number, what: string) {
  return z.preprocess(
    (v) => {
      const raw = Array.isArray(v) ? v[v.length - 1] : v;
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), max) : fallback;
    },
    z
      .number()
      .int()
      .min(1)
      .max(max)
      .default(fallback)
      .describe(`${what} Below 1 or not a number: ${fallback}; above ${max}: ${max}. Never an error.`),
  );
}

/** A list page: the items and where they sit in the whole. */
export function envelopeOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
  });
}

/**
 * A list page with keyset cursors besides its page number: `nextCursor` / `previousCursor` lead to
 * the neighbouring pages at the cost of one page whatever the depth (`null` at either end).
 */
export function keysetEnvelopeOf<T extends z.ZodType>(item: T) {
  const cursor = (which: string) =>
    z.string().nullable().describe(`Pass as \`after\` for the ${which} page (an opaque keyset cursor); \`null\` when there is none.`);
  return envelopeOf(item).extend({ nextCursor: cursor('next'), previousCursor: cursor('previous') });
}

const NOT_A_CURSOR = 'Not a cursor this list gave out.';

/** The opaque cursor a list takes as `after` (one of its pages' `nextCursor` / `previousCursor`). */
export function cursorField() {
  return (
    z
      .string()
      // No .max(): an over-long text is refused by the decoder too, with the cursor's own code.
      .transform((text, ctx) => {
        const c = decodeCursor(text.trim());
        if (!c) {
          ctx.addIssue({ code: 'custom', message: NOT_A_CURSOR, ...withCode('cursor_invalid') });
          return z.NEVER;
        }
        return c;
      })
      .optional()
  );
}

/** A file the route streams (CSV, xlsx, an image): documented as bytes of its media type. */
const Download = z.custom<unknown>(() => true).meta({ type: 'string', format: 'binary' });

export function download(description: string, ...mediaTypes: string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((m) => [m, { schema: Download }])) };
}
