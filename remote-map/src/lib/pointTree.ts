/** How many points a leaf holds: small enough to scan, large enough to keep the tree shallow. */
const LEAF_SIZE = 32;

/**
 * A static 2-D tree over points: built once (O(n log n), no object per point) and then asked for
 * the points near a place. Each range of the order is split at its median, alternately by x and
 * by y, so a search steps only into the halves its circle reaches.
 */
export class PointTree {
  /** Point indexes in tree order. */
  private readonly ids: Uint32Array;
  /** x, y of `ids[k]` at 2k, 2k + 1: read in the search loop without going through `ids`. */
  private readonly coords: Float64Array;

  constructor(xs: Float64Array, ys: Float64Array) {
    const count = xs.length;
    this.ids = new Uint32Array(count);
    for (let i = 0; i < count; i++) this.ids[i] = i;
    split(this.ids, xs, ys, 0, count - 1, 0);
    this.coords = new Float64Array(count * 2);
    for (let k = 0; k < count; k++) {
      const id = this.ids[k]!;
      this.coords[2 * k] = xs[id]!;
      this.coords[2 * k + 1] = ys[id]!;
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * Calls `visit` with the index of every point within `r` of (x, y), the edge included. (The
   * `!` on typed-array reads here and below: every index read is inside the arrays.)
   */
  within(x: number, y: number, r: number, visit: (index: number) => void): void {
    const { ids, coords } = this;
    const r2 = r * r;
    // Ranges still to search: lo, hi, axis (0: split by x, 1: by y).
    const stack = [0, ids.length - 1, 0];
    while (stack.length > 0) {
      const axis = stack.pop()!;
      const hi = stack.pop()!;
      const lo = stack.pop()!;
      if (hi - lo < LEAF_SIZE) {
        for (let k = lo; k <= hi; k++) {
          const dx = coords[2 * k]! - x;
          const dy = coords[2 * k + 1]! - y;
          if (dx * dx + dy * dy <= r2) visit(ids[k]!);
        }
        continue;
      }
      const mid = (lo + hi) >> 1;
      const mx = coords[2 * mid]!;
      const my = coords[2 * mid + 1]!;
      if ((mx - x) ** 2 + (my - y) ** 2 <= r2) visit(ids[mid]!);
      const at = axis === 0 ? mx : my;
      const from = axis === 0 ? x : y;
      if (from - r <= at) stack.push(lo, mid - 1, 1 - axis);
      if (from + r >= at) stack.push(mid + 1, hi, 1 - axis);
    }
  }
}

/** Orders ids[lo..hi] so each range's middle holds its median on the range's axis. */
function split(ids: Uint32Array, xs: Float64Array, ys: Float64Array, lo: number, hi: number, axis: number): void {
  if (hi - lo < LEAF_SIZE) return;
  const mid = (lo + hi) >> 1;
  select(ids, axis === 0 ? xs : ys, lo, hi, mid);
  split(ids, xs, ys, lo, mid - 1, 1 - axis);
  split(ids, xs, ys, mid + 1, hi, 1 - axis);
}

/**
 * Hoare's selection: moves ids[lo..hi] so that ids[k] has the k-th smallest key, none greater
 * before it and none smaller after it. Average O(hi - lo).
 */
function select(ids: Uint32Array, key: Float64Array, lo: number, hi: number, k: number): void {
  let left = lo;
  let right = hi;
  while (left < right) {
    const pivot = key[ids[(left + right) >> 1]!]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (key[ids[i]!]! < pivot) i++;
      while (key[ids[j]!]! > pivot) j--;
      if (i <= j) {
        const swap = ids[i]!;
        ids[i] = ids[j]!;
        ids[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}
