/** The largest value of a list (0 for an empty list), the length every bar of a card is measured against. */
export function largestValue(values: readonly { readonly value: number }[]): number {
  return values.reduce((largest, { value }) => (Number.isFinite(value) && value > largest ? value : largest), 0);
}

/**
 * A bar's length in percent of the track: proportional to `largest` (the card's largest value),
 * between 0 and 100. Nothing to compare with (largest 0), a negative or unreadable value gives 0.
 */
export function barPercent(value: number, largest: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(largest) || largest <= 0 || value <= 0) return 0;
  return Math.min(100, (value / largest) * 100);
}
