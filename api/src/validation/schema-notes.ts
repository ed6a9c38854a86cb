import type { z } from 'zod';

/**
 * Notes the OpenAPI document reads from a schema that zod does not carry itself. They live here, below
 * both the field validators that write them and the document builder that reads them.
 */

const INPUT_DOC = new WeakMap<z.ZodType, Record<string, unknown>>();

/** A schema's note in `map`, or that of the schema it was cloned from by `.describe()` / `.meta()`. */
export function noteOf<V>(map: WeakMap<z.ZodType, V>, schema: unknown): V | undefined {
  let s = schema as { _zod?: { parent?: unknown } } | undefined;
  for (let depth = 0; s && depth < 10; depth++) {
    const found = map.get(s as z.ZodType);
    if (found) return found;
    s = s._zod?.parent as typeof s;
  }
  return undefined;
}

/**
 * How a lenient input is described in the document when its parsed form would mislead (a date
 * accepted in two spellings, a phone whose separators are dropped): `json` replaces what the
 * schema's output would say, in requests only.
 */
export function documentInput<S extends z.ZodType>(schema: S, json: Record<string, unknown>): S {
  INPUT_DOC.set(schema, json);
  return schema;
}

/** The input description of a schema, or of the schema it was cloned from by `.describe()` / `.meta()`. */
export function inputDocOf(schema: unknown): Record<string, unknown> | undefined {
  return noteOf(INPUT_DOC, schema);
}
