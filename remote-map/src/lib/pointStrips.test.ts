import { PointStrips } from './pointStrips';

/** The same pseudo-random points on every run. */
function points(count: number, seed = 7): { xs: Float64Array; ys: Float64Array } {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    // Every tenth point repeats the one before: ties on both axes.
    const repeat = i % 10 === 9;
    xs[i] = repeat ? xs[i - 1]! : random();
    ys[i] = repeat ? ys[i - 1]! : random();
  }
  return { xs, ys };
}

function found(strips: PointStrips, x: number, y: number, r: number): number[] {
  const buffer = new Uint32Array(strips.size);
  const count = strips.within(x, y, r, buffer);
  return Array.from(buffer.subarray(0, count)).sort((a, b) => a - b);
}

function scanned(xs: Float64Array, ys: Float64Array, x: number, y: number, r: number): number[] {
  const seen: number[] = [];
  xs.forEach((px, i) => {
    if ((px - x) ** 2 + (ys[i]! - y) ** 2 <= r * r) seen.push(i);
  });
  return seen;
}

describe('PointStrips', () => {
  it('finds exactly the points a full scan finds, each once, for small and large circles', () => {
    const { xs, ys } = points(5_000);
    const strips = new PointStrips(xs, ys);
    expect(strips.size).toBe(5_000);
    for (const [x, y, r] of [
      [0.5, 0.5, 0.01],
      [0.1, 0.9, 0.05],
      [0, 0, 0.2],
      [0.73, 0.21, 0.3],
      [0.5, 0.5, 2],
      [xs[42]!, ys[42]!, 0],
    ] as const) {
      expect(found(strips, x, y, r)).toEqual(scanned(xs, ys, x, y, r));
    }
  });

  it('counts a point on the circle as inside', () => {
    const strips = new PointStrips(Float64Array.from([0, 0.5]), Float64Array.from([0, 0]));
    expect(found(strips, 0, 0, 0.5)).toEqual([0, 1]);
    expect(found(strips, 0, 0, 0.49)).toEqual([0]);
  });

  it('answers nothing when it holds nothing', () => {
    expect(found(new PointStrips(new Float64Array(0), new Float64Array(0)), 0.5, 0.5, 1)).toEqual([]);
  });
});
