import { z } from 'zod';
import { fieldProblem, type FieldIssues } from '../http/problem.js';

/**
 * Request names are read case-insensitively (contract: `Phone` = `phone`), and some have
 * aliases. This renames the keys of `input` to the schema's own names before parsing.
 */
function normalizeKeys(input: unknown, canonical: readonly string[], aliases: Record<string, string> = {}): Record<string, unknown> {
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

/** The stable code a custom check names (`params: { code }`), for refusals the generic codes do not say. */
export const withCode = (code: string) => ({ params: { code } });

const PATTERN_CODES = new Map<string, string>();

/**
 * A pattern whose refusal has a code of its own (`phone_format`): used as `.regex(codedPattern(…))`,
 * so the document still shows the pattern.
 */
export function codedPattern(pattern: RegExp, code: string): RegExp {
  PATTERN_CODES.set(String(pattern), code);
  return pattern;
}

const TYPE_CODES: Record<string, string> = {
  string: 'not_text',
  number: 'not_a_number',
  int: 'not_whole_number',
  boolean: 'not_true_false',
  array: 'not_a_list',
  object: 'not_an_object',
};
const SIZE_CODES: Record<string, { small: string; big: string }> = {
  string: { small: 'too_short', big: 'too_long' },
  number: { small: 'too_small', big: 'too_big' },
  array: { small: 'too_few', big: 'too_many' },
};

/**
 * The stable code of one validation issue (api/README.md "Field refusal codes"): the code a
 * check names itself, otherwise one derived from the kind of issue. A missing value and an empty
 * required text are both `required`.
 */
function issueCode(issue: z.core.$ZodIssue): string {
  const named = (issue as { params?: { code?: unknown } }).params?.code;
  if (typeof named === 'string') return named;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'required';
      return TYPE_CODES[issue.expected] ?? 'wrong_type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'required';
      return SIZE_CODES[issue.origin]?.small ?? 'too_small';
    case 'too_big':
      return SIZE_CODES[issue.origin]?.big ?? 'too_big';
    case 'invalid_value':
      return 'not_allowed';
    case 'invalid_format':
      return (issue.format === 'regex' && PATTERN_CODES.get(String(issue.pattern))) || 'format';
    default:
      return 'invalid';
  }
}

/** Parses input with schema; failures become 400 problem+json with errors (and their codes) keyed by wire field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, aliases: Record<string, string> = {}): z.infer<S> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
  const data = keys.length > 0 ? normalizeKeys(input, keys, aliases) : input;
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issues: FieldIssues = {};
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path);
    const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
    (issues[key] ??= []).push({ code: issueCode(issue), message: missing ? 'This field is required.' : issue.message });
  }
  throw fieldProblem('One or more fields are invalid.', issues);
}

/** A nested object whose keys are read case-insensitively too. */
export function ciObject<T extends z.ZodRawShape>(shape: T, aliases: Record<string, string> = {}) {
  const keys = Object.keys(shape);
  return z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? normalizeKeys(v, keys, aliases) : v),
    z.object(shape, { error: 'Must be an object.' }),
  );
}
