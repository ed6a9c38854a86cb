/** How many points a strip holds: few enough to scan a strip's slice, enough to keep strips few. */
const STRIP_SIZE = 64;
/** Sort keys carry the point's index in their low bits (points beyond 2^21 are not expected). */
const INDEX_BITS = 2 ** 21;
/** The coordinate's share of a sort key: 2^31 steps over 0…1, a couple of centimetres of the world. */
const KEY_STEPS = 2 ** 31;
/** Points in one step are ordered by index, not value: searches widen their y slice by a step. */
const STEP = 1 / KEY_STEPS;

/**
 * Points in vertical strips, for the points near a place: sorted by x into strips of
 * STRIP_SIZE points, each strip sorted by y. A search binary-searches the strips its circle
 * spans and, in each, the slice of its y range. Built with the engine's own numeric sort of
 * typed arrays (a few passes, no object per point): a 2-D tree built by JavaScript median
 * selections cost 30-40 ms at 4x CPU on the way to the first drawing of 19 000 stations (traces
 * of bench:front), its JIT still cold; this build costs about a quarter less cold (node).
 */
export class PointStrips {
  /** Point indexes, strip after strip, each strip by y. */
  private readonly ids: Uint32Array;
  /** x and y of `ids[k]` at k. */
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  /** Each strip's smallest and largest x: strips follow each other by x. */
  private readonly stripMinX: Float64Array;
  private readonly stripMaxX: Float64Array;
  /** The largest x of strips 0…s: binary-searched for the first strip a circle reaches. */
  private readonly reachX: Float64Array;

  constructor(xs: Float64Array, ys: Float64Array) {
    const count = xs.length;
    if (count > INDEX_BITS) throw new RangeError(`PointStrips holds at most ${INDEX_BITS} points`);
    // Sort keys: a coordinate's step in 0…1 times 2^21 plus the point's index, an exact integer in a
    // double, so the engine's numeric sort of the keys sorts the indexes (equal steps by index).
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = keyOf(xs[i]!, i);
    keys.sort();
    // The same buffer, now by y within each strip of the x order.
    for (let k = 0; k < count; k++) {
      const id = keys[k]! % INDEX_BITS;
      keys[k] = keyOf(ys[id]!, id);
    }
    const strips = Math.ceil(count / STRIP_SIZE);
    this.ids = new Uint32Array(count);
    this.xs = new Float64Array(count);
    this.ys = new Float64Array(count);
    this.stripMinX = new Float64Array(strips);
    this.stripMaxX = new Float64Array(strips);
    this.reachX = new Float64Array(strips);
    let reach = -Infinity;
    for (let strip = 0; strip < strips; strip++) {
      const start = strip * STRIP_SIZE;
      const end = Math.min(count, start + STRIP_SIZE);
      keys.subarray(start, end).sort();
      let minX = Infinity;
      let maxX = -Infinity;
      for (let k = start; k < end; k++) {
        const id = keys[k]! % INDEX_BITS;
        const x = xs[id]!;
        this.ids[k] = id;
        this.xs[k] = x;
        this.ys[k] = ys[id]!;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
      }
      this.stripMinX[strip] = minX;
      this.stripMaxX[strip] = maxX;
      reach = Math.max(reach, maxX);
      this.reachX[strip] = reach;
    }
  }

  get size(): number {
    return this.ids.length;
  }

  /**
   * Writes into `found` the index of every point within `r` of (x, y), the edge included, and
   * answers how many. `found` must hold `size` entries: the caller keeps one buffer for all its
   * searches (no callback or array per search: a zoom's clusters make hundreds of them). (The `!`
   * on typed-array reads here and below: every index read is inside its array.)
   */
  within(x: number, y: number, r: number, found: Uint32Array): number {
    const { ids, xs, ys, stripMinX, stripMaxX, reachX } = this;
    const r2 = r * r;
    const strips = stripMinX.length;
    let count = 0;
    // The first strip whose points reach x - r: none before it (their largest x is smaller).
    let low = 0;
    let high = strips;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (reachX[mid]! < x - r) low = mid + 1;
      else high = mid;
    }
    for (let strip = low; strip < strips && stripMinX[strip]! <= x + r; strip++) {
      if (stripMaxX[strip]! < x - r) continue;
      const start = strip * STRIP_SIZE;
      const end = Math.min(ids.length, start + STRIP_SIZE);
      // The strip's first point at or above y - r, then every point up to y + r.
      let from = start;
      let to = end;
      while (from < to) {
        const mid = (from + to) >> 1;
        if (ys[mid]! < y - r - STEP) from = mid + 1;
        else to = mid;
      }
      for (let k = from; k < end; k++) {
        const dy = ys[k]! - y;
        if (dy > r + STEP) break;
        const dx = xs[k]! - x;
        if (dx * dx + dy * dy <= r2) found[count++] = ids[k]!;
      }
    }
    return count;
  }
}

function keyOf(value: number, index: number): number {
  return Math.min(KEY_STEPS - 1, Math.max(0, Math.floor(value * KEY_STEPS))) * INDEX_BITS + index;
}
