import { z } from 'zod';
import { HttpProblem } from '../http/problem.js';

/**
 * Request names are read case-insensitively (contract: `Phone` = `phone`), and some have
 * aliases. This renames the keys of `input` to the schema's own names before parsing.
 */
export function normalizeKeys(input: unknown, canonical: readonly string[], aliases: Record<string, string> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return out;
  const byLower = new Map<string, string>();
  for (const key of canonical) byLower.set(key.toLowerCase(), key);
  for (const [alias, target] of Object.entries(aliases)) byLower.set(alias.toLowerCase(), target);
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    // `countyCodes[0]=AB` style query arrays collapse onto `countyCodes`.
    const base = key.replace(/\[\d*\]$/, '');
    const target = byLower.get(base.toLowerCase());
    if (!target) continue;
    if (base !== key || (target in out && out[target] !== undefined)) {
      const prev = out[target];
      const list = prev === undefined ? [] : Array.isArray(prev) ? prev : [prev];
      out[target] = list.concat(value);
    } else if (!(target in out) || out[target] === undefined) {
      out[target] = value;
    }
  }
  return out;
}

function fieldKey(path: readonly PropertyKey[]): string {
  let key = '';
  for (const p of path) key += typeof p === 'number' ? `[${p}]` : key ? `.${String(p)}` : String(p);
  return key;
}

/** Parses input with schema; failures become 400 problem+json with errors keyed by wire field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, aliases: Record<string, string> = {}): z.infer<S> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
  const data = keys.length > 0 ? normalizeKeys(input, keys, aliases) : input;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path);
    const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
    (errors[key] ??= []).push(missing ? 'This field is required.' : issue.message);
  }
  throw new HttpProblem(400, 'One or more fields are invalid.', errors);
}

/** A nested object whose keys are read case-insensitively too. */
export function ciObject<T extends z.ZodRawShape>(shape: T, aliases: Record<string, string> = {}) {
  const keys = Object.keys(shape);
  return z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? normalizeKeys(v, keys, aliases) : v),
    z.object(shape, { error: 'Must be an object.' }),
  );
}
