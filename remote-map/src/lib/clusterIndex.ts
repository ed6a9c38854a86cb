import { PointStrips } from './pointStrips';

/** One thing drawn at a zoom: a single point, or a cluster of `count` points. */
export type Clustered<T> =
  | { readonly kind: 'point'; readonly value: T; readonly lat: number; readonly lon: number }
  | {
      readonly kind: 'cluster';
      /** For expansionZoom: which zoom and which cluster of it. */
      readonly id: number;
      readonly count: number;
      /** Whether any of its points is marked (the map: an urgent station). */
      readonly marked: boolean;
      readonly lat: number;
      readonly lon: number;
    };

export interface ClusterOptions<T> {
  /** Where a value is; a value without latitude or longitude is left out. */
  readonly lat: (value: T) => number | null;
  readonly lon: (value: T) => number | null;
  /** Clusters carry whether any of their points is marked. */
  readonly marked: (value: T) => boolean;
  /** Points closer than this, in pixels of a 256 px Web Mercator tile, form one cluster. */
  readonly radiusPx: number;
  /** The zooms that cluster; below minZoom the minZoom's clusters are given, above maxZoom every point. */
  readonly minZoom: number;
  readonly maxZoom: number;
}

/** A zoom's clusters: what is drawn, and which of them each point fell in. */
interface Level<T> {
  readonly items: readonly Clustered<T>[];
  /** x, y (0…1 Web Mercator) of items[i] at 2i, 2i + 1: the bounding-box test reads no objects. */
  readonly at: Float64Array;
  /** For each point, the index in `items` of what holds it. */
  readonly owner: Int32Array;
}

/**
 * Cluster ids carry their zoom in the low bits. (The `!` on array reads below: every index read
 * is inside its array.)
 */
const ZOOM_BITS = 32;

/**
 * Points clustered per zoom, each zoom built only when it is first asked and then kept. A map
 * shows one zoom at a time: building every zoom up front (as supercluster does) cost ~200 ms of
 * the 500 ms budget at 4x CPU for 19 000 stations, most of it for street-level zooms nobody had
 * opened yet. Here the points are indexed once (lib/pointStrips.ts); a zoom's clusters are then made greedily from
 * it: each point not yet taken, in the order given, takes every free point within the radius,
 * and the cluster sits at their mean. `expansionZoom` answers the first zoom at which a
 * cluster's points stop being one thing drawn.
 */
export class ClusterIndex<T> {
  /** For each point, its value's index in `values` (values without a place are skipped). */
  private readonly kept: Uint32Array;
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly marks: Uint8Array;
  private readonly strips: PointStrips;
  private readonly levels = new Map<number, Level<T>>();
  /** The searches' answers, one buffer for all. */
  private found: Uint32Array | null = null;

  constructor(
    private readonly values: readonly T[],
    private readonly options: ClusterOptions<T>,
  ) {
    // One pass into typed arrays: no object per point (19 000 of them showed in the profile).
    const kept = new Uint32Array(values.length);
    const xs = new Float64Array(values.length);
    const ys = new Float64Array(values.length);
    const marks = new Uint8Array(values.length);
    let count = 0;
    values.forEach((value, index) => {
      const lat = options.lat(value);
      const lon = options.lon(value);
      if (lat === null || lon === null) return;
      kept[count] = index;
      xs[count] = lonToX(lon);
      ys[count] = latToY(lat);
      marks[count] = options.marked(value) ? 1 : 0;
      count++;
    });
    this.kept = kept.subarray(0, count);
    this.xs = xs.subarray(0, count);
    this.ys = ys.subarray(0, count);
    this.marks = marks.subarray(0, count);
    this.strips = new PointStrips(this.xs, this.ys);
  }

  /** How many points have a place. */
  get size(): number {
    return this.kept.length;
  }

  /** Whether the zoom's clusters are made already (asking for it then costs no building). */
  built(zoom: number): boolean {
    return this.levels.has(this.levelOf(zoom));
  }

  /** What is drawn at `zoom` inside west, south, east, north (degrees). */
  clusters(bounds: readonly [number, number, number, number], zoom: number): Clustered<T>[] {
    const level = this.level(this.levelOf(zoom));
    const [west, south, east, north] = bounds;
    const left = lonToX(west);
    const right = lonToX(east);
    const top = latToY(Math.min(north, 85.06));
    const bottom = latToY(Math.max(south, -85.06));
    const shown: Clustered<T>[] = [];
    const { at, items } = level;
    for (let i = 0; i < items.length; i++) {
      const x = at[2 * i]!;
      const y = at[2 * i + 1]!;
      if (x >= left && x <= right && y >= top && y <= bottom) shown.push(items[i]!);
    }
    return shown;
  }

  /** The first zoom at which the cluster's points are not all one thing drawn (maxZoom + 1 at most). */
  expansionZoom(clusterId: number): number {
    const zoom = clusterId % ZOOM_BITS;
    const index = Math.floor(clusterId / ZOOM_BITS);
    const level = this.levels.get(zoom);
    if (!level) return zoom + 1;
    const members: number[] = [];
    level.owner.forEach((owner, point) => {
      if (owner === index) members.push(point);
    });
    for (let next = zoom + 1; next <= this.options.maxZoom; next++) {
      const { owner } = this.level(next);
      const first = owner[members[0]!];
      if (members.some((point) => owner[point] !== first)) return next;
    }
    return this.options.maxZoom + 1;
  }

  private levelOf(zoom: number): number {
    return Math.max(this.options.minZoom, Math.min(Math.round(zoom), this.options.maxZoom + 1));
  }

  private level(zoom: number): Level<T> {
    let level = this.levels.get(zoom);
    if (!level) {
      level = zoom > this.options.maxZoom ? this.pointsLevel() : this.clusterLevel(zoom);
      this.levels.set(zoom, level);
    }
    return level;
  }

  private pointsLevel(): Level<T> {
    const count = this.size;
    const at = new Float64Array(count * 2);
    const owner = new Int32Array(count);
    const items: Clustered<T>[] = [];
    for (let i = 0; i < count; i++) {
      at[2 * i] = this.xs[i]!;
      at[2 * i + 1] = this.ys[i]!;
      owner[i] = i;
      items.push(this.pointItem(i));
    }
    return { items, at, owner };
  }

  private clusterLevel(zoom: number): Level<T> {
    const count = this.size;
    // The radius in 0…1 world units: the world is 256 · 2^zoom pixels wide at `zoom`.
    const radius = this.options.radiusPx / (256 * 2 ** zoom);
    const owner = new Int32Array(count).fill(-1);
    const items: Clustered<T>[] = [];
    const at: number[] = [];
    const { xs, ys, marks } = this;
    const found = this.found ?? (this.found = new Uint32Array(count));
    for (let seed = 0; seed < count; seed++) {
      if (owner[seed] !== -1) continue;
      const index = items.length;
      const near = this.strips.within(xs[seed]!, ys[seed]!, radius, found);
      // Every free point within the radius of the seed (the seed itself among them) joins it.
      let taken = 0;
      let sumX = 0;
      let sumY = 0;
      let marked = 0;
      for (let k = 0; k < near; k++) {
        const point = found[k]!;
        if (owner[point] !== -1) continue;
        owner[point] = index;
        taken++;
        sumX += xs[point]!;
        sumY += ys[point]!;
        marked |= marks[point]!;
      }
      if (taken === 1) {
        items.push(this.pointItem(seed));
        at.push(xs[seed]!, ys[seed]!);
        continue;
      }
      const x = sumX / taken;
      const y = sumY / taken;
      items.push({ kind: 'cluster', id: index * ZOOM_BITS + zoom, count: taken, marked: marked === 1, lat: yToLat(y), lon: xToLon(x) });
      at.push(x, y);
    }
    return { items, at: Float64Array.from(at), owner };
  }

  private pointItem(point: number): Clustered<T> {
    const value = this.values[this.kept[point]!]!;
    return { kind: 'point', value, lat: this.options.lat(value)!, lon: this.options.lon(value)! };
  }
}

// Web Mercator in 0…1 (x east, y south), as the map's own projection (Leaflet's EPSG:3857).
function lonToX(lon: number): number {
  return lon / 360 + 0.5;
}

function latToY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(1, Math.max(0, y));
}

function xToLon(x: number): number {
  return (x - 0.5) * 360;
}

function yToLat(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}
