import { MAX_RECIPIENTS } from './limits';

/** What the `toObserverIds` query parameter says. */
export type ObserverIdsParam =
  /** No parameter: the page offers the observers filter. */
  | { readonly kind: 'absent' }
  /** A selection from the roster: these observers, each once, in the order given. */
  | { readonly kind: 'ids'; readonly ids: readonly number[] }
  /** Present but selecting nobody (`[]` or blank). */
  | { readonly kind: 'empty' }
  /** Not a JSON array of positive whole numbers (or too many of them). */
  | { readonly kind: 'malformed' };

function toId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  // Ids that travelled as strings of digits (the reference client's route params) are still ids.
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) {
    const id = Number(value);
    return id > 0 ? id : null;
  }
  return null;
}

/**
 * Reads `toObserverIds` (spec: a JSON array of numeric observer ids). Anything else is malformed:
 * the caller ignores it, shows the filter and says the link's selection could not be read.
 */
export function parseObserverIds(raw: string | null): ObserverIdsParam {
  if (raw === null) return { kind: 'absent' };
  if (raw.trim() === '') return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'malformed' };
  }
  if (!Array.isArray(parsed)) return { kind: 'malformed' };
  if (parsed.length === 0) return { kind: 'empty' };
  const ids: number[] = [];
  for (const value of parsed) {
    const id = toId(value);
    if (id === null) return { kind: 'malformed' };
    ids.push(id);
  }
  const unique = [...new Set(ids)];
  return unique.length > MAX_RECIPIENTS ? { kind: 'malformed' } : { kind: 'ids', ids: unique };
}
