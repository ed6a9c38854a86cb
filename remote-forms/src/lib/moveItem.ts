/**
 * A copy of `list` with the item at `from` moved to `to` (both 0-based and clamped to the list).
 * The input is never changed.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (list.length === 0) return result;
  const source = Math.min(Math.max(0, from), list.length - 1);
  const target = Math.min(Math.max(0, to), list.length - 1);
  if (source === target) return result;
  const [item] = result.splice(source, 1);
  result.splice(target, 0, item as T);
  return result;
}
