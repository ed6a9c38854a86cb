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
  /** x and y of `ids[k]` at k: moved with `ids` while building, read without going through it. */
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  /** The search's ranges still to visit: at most two per level of the tree, three numbers each. */
  private readonly stack = new Int32Array(3 * 2 * 40);

  constructor(xs: Float64Array, ys: Float64Array) {
    const count = xs.length;
    this.ids = new Uint32Array(count);
    for (let i = 0; i < count; i++) this.ids[i] = i;
    this.xs = Float64Array.from(xs);
    this.ys = Float64Array.from(ys);
    split({ ids: this.ids, xs: this.xs, ys: this.ys }, 0, count - 1, 0);
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * Writes into `found` the index of every point within `r` of (x, y), the edge included, and
   * answers how many. `found` must hold `size` entries: the caller keeps one buffer for all its
   * searches (no callback or array per search: a zoom's clusters make hundreds of searches). (The
   * `!` on typed-array reads here and below: every index read is inside the arrays.)
   */
  within(x: number, y: number, r: number, found: Uint32Array): number {
    const { ids, xs, ys, stack } = this;
    const r2 = r * r;
    let count = 0;
    // Ranges still to search, three entries each: lo, hi, axis (0: split by x, 1: by y).
    let top = 0;
    stack[top++] = 0;
    stack[top++] = ids.length - 1;
    stack[top++] = 0;
    while (top > 0) {
      const axis = stack[--top]!;
      const hi = stack[--top]!;
      const lo = stack[--top]!;
      if (hi - lo < LEAF_SIZE) {
        for (let k = lo; k <= hi; k++) {
          const dx = xs[k]! - x;
          const dy = ys[k]! - y;
          if (dx * dx + dy * dy <= r2) found[count++] = ids[k]!;
        }
        continue;
      }
      const mid = (lo + hi) >> 1;
      const mx = xs[mid]!;
      const my = ys[mid]!;
      if ((mx - x) ** 2 + (my - y) ** 2 <= r2) found[count++] = ids[mid]!;
      const at = axis === 0 ? mx : my;
      const from = axis === 0 ? x : y;
      if (from - r <= at) {
        stack[top++] = lo;
        stack[top++] = mid - 1;
        stack[top++] = 1 - axis;
      }
      if (from + r >= at) {
        stack[top++] = mid + 1;
        stack[top++] = hi;
        stack[top++] = 1 - axis;
      }
    }
    return count;
  }
}

interface TreeArrays {
  readonly ids: Uint32Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}

/** Orders the range lo..hi so each range's middle holds its median on the range's axis. */
function split(tree: TreeArrays, lo: number, hi: number, axis: number): void {
  if (hi - lo < LEAF_SIZE) return;
  const mid = (lo + hi) >> 1;
  select(tree, axis === 0 ? tree.xs : tree.ys, lo, hi, mid);
  split(tree, lo, mid - 1, 1 - axis);
  split(tree, mid + 1, hi, 1 - axis);
}

/**
 * Hoare's selection on `key` (the tree's xs or ys): moves the range lo..hi, ids and both
 * coordinates together, so that position k has the k-th smallest key, none greater before it
 * and none smaller after it. Average O(hi - lo).
 */
function select({ ids, xs, ys }: TreeArrays, key: Float64Array, lo: number, hi: number, k: number): void {
  let left = lo;
  let right = hi;
  while (left < right) {
    const pivot = key[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (key[i]! < pivot) i++;
      while (key[j]! > pivot) j--;
      if (i <= j) {
        // Written out: a swap function, called three times a step, cost more before the JIT warms.
        const id = ids[i]!;
        ids[i] = ids[j]!;
        ids[j] = id;
        const x = xs[i]!;
        xs[i] = xs[j]!;
        xs[j] = x;
        const y = ys[i]!;
        ys[i] = ys[j]!;
        ys[j] = y;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}
