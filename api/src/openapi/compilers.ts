import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../validation/validate.js';
import { aliasesOf } from './wire.js';

/**
 * Requests are checked by the route's zod schemas before the handler runs. The names are read
 * case-insensitively and with the schema's aliases (see `request`), and a failure is the same
 * 400 problem the handlers used to raise: `errors` keyed by wire name.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseWith(schema, data, aliasesOf(schema)) };
    } catch (err) {
      return { error: err as Error };
    }
  };

/**
 * Production: responses are written with JSON.stringify, as before the schemas existed, so the
 * hot lists and submissions pay nothing for them (measured: api/README.md "Schemas and speed").
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** The zod schema of a response entry (plain, or one media type's schema). */
function zodOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | undefined)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v) ?? 'null');

class ResponseMismatch extends Error {}

/**
 * Tests: every JSON answer must match its documented schema exactly: a missing or mistyped
 * field fails, and so does a field the document does not mention (the parsed copy, which drops
 * unknown keys, must equal what is sent). A mismatch is a 500, so the test that made the call fails.
 */
export const checkingSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  const zod = zodOf(schema);
  return (data) => {
    const sent = asJson(data);
    if (zod) {
      const parsed = zod.safeParse(sent);
      const where = `${method} ${url} ${httpStatus}`;
      let problem: string | undefined;
      if (!parsed.success) problem = `does not match its schema: ${z.prettifyError(parsed.error)}`;
      else if (!isDeepStrictEqual(asJson(parsed.data), sent))
        problem = `carries fields its schema does not document: ${JSON.stringify(sent).slice(0, 500)}`;
      if (problem) {
        // The test sees a 500; this line says why.
        process.stderr.write(`response of ${where} ${problem}\n`);
        throw new ResponseMismatch(`response of ${where} ${problem}`);
      }
    }
    return JSON.stringify(data);
  };
};
