/** A resolved range of polling-station numbers, both ends included. */
export interface StationRange {
  readonly from: number;
  readonly to: number;
}

/** Why a typed range is refused. */
export type RangeProblem = 'fromOutside' | 'toOutside' | 'order';

export type RangeResult = { readonly ok: true; readonly range: StationRange } | { readonly ok: false; readonly problem: RangeProblem };

/** The typed value as a number, or null when it is empty or not a number (then the default applies). */
function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Spec section 5: from defaults to 1 and to to the county's limit, each when its field is empty or
 * not a number. A number outside 1..limit (or not whole) is refused, and so is from > to.
 */
export function resolveStationRange(fromText: string, toText: string, limit: number): RangeResult {
  const from = typedNumber(fromText) ?? 1;
  const to = typedNumber(toText) ?? limit;
  const inside = (value: number) => Number.isInteger(value) && value >= 1 && value <= limit;
  if (!inside(from)) return { ok: false, problem: 'fromOutside' };
  if (!inside(to)) return { ok: false, problem: 'toOutside' };
  if (from > to) return { ok: false, problem: 'order' };
  return { ok: true, range: { from, to } };
}
