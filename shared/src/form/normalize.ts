/** Trims and collapses every run of inner whitespace to one space (spec section 5). */
export function normalizeSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** True when the value holds at least one character that is not whitespace. */
export function hasNonWhitespace(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of form values with normalizeSpaces applied to every string, also inside nested objects
 * and arrays. Files, dates and other objects are kept as they are.
 */
export function normalizeValues<T>(values: T): T {
  if (typeof values === 'string') return normalizeSpaces(values) as T;
  if (Array.isArray(values)) return values.map((value) => normalizeValues(value)) as T;
  if (!isPlainObject(values)) return values;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) result[key] = normalizeValues(value);
  return result as T;
}
