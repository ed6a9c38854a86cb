import { ClusterIndex } from './clusterIndex';
import type { Clustered } from './clusterIndex';

interface Spot {
  readonly id: number;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly urgent?: boolean;
}

const WORLD: readonly [number, number, number, number] = [-180, -85, 180, 85];

function indexOf(spots: readonly Spot[]): ClusterIndex<Spot> {
  return new ClusterIndex(spots, {
    lat: (spot) => spot.lat,
    lon: (spot) => spot.lon,
    marked: (spot) => spot.urgent === true,
    radiusPx: 32,
    minZoom: 5,
    maxZoom: 14,
  });
}

type Cluster = Extract<Clustered<Spot>, { kind: 'cluster' }>;
const clusters = (items: readonly Clustered<Spot>[]) => items.filter((item): item is Cluster => item.kind === 'cluster');
const only = <V>(list: readonly V[]): V => {
  expect(list.length).toBeGreaterThan(0);
  return list[0]!;
};
const pointIds = (items: readonly Clustered<Spot>[]) =>
  items.flatMap((item) => (item.kind === 'point' ? [item.value.id] : [])).sort((a, b) => a - b);
const total = (items: readonly Clustered<Spot>[]) => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

/** Stations of three towns far apart, a few hundred metres between neighbours. */
function towns(): Spot[] {
  const seats: readonly (readonly [number, number])[] = [
    [46.77, 23.6],
    [44.43, 26.1],
    [47.16, 27.58],
  ];
  return seats.flatMap(([lat, lon], town) =>
    Array.from({ length: 40 }, (_, i) => ({
      id: town * 100 + i,
      lat: lat + (i % 7) * 0.003,
      lon: lon + Math.floor(i / 7) * 0.003,
      urgent: town === 1 && i === 5,
    })),
  );
}

describe('ClusterIndex', () => {
  it('leaves out what has no place and counts what it holds', () => {
    const index = indexOf([
      { id: 1, lat: 46, lon: 23 },
      { id: 2, lat: null, lon: 23 },
      { id: 3, lat: 46, lon: null },
    ]);
    expect(index.size).toBe(1);
    expect(pointIds(index.clusters(WORLD, 10))).toEqual([1]);
  });

  it('draws one cluster per town zoomed out, every station holding its count, urgent only where one is', () => {
    const index = indexOf(towns());
    const items = index.clusters(WORLD, 7);
    expect(items).toHaveLength(3);
    expect(clusters(items).map((item) => item.count)).toEqual([40, 40, 40]);
    expect(clusters(items).map((item) => item.marked)).toEqual([false, true, false]);
    // A cluster sits at its stations' mean.
    const first = only(clusters(items));
    expect(first.lat).toBeCloseTo(46.77 + 0.009, 2);
    expect(first.lon).toBeCloseTo(23.6 + 0.0075, 2);
  });

  it('shows every station apart above maxZoom, and the same below minZoom as at minZoom', () => {
    const index = indexOf(towns());
    const close = index.clusters(WORLD, 15);
    expect(clusters(close)).toHaveLength(0);
    expect(pointIds(close)).toHaveLength(120);
    expect(index.clusters(WORLD, 2)).toEqual(index.clusters(WORLD, 5));
    expect(index.clusters(WORLD, 17)).toEqual(close);
  });

  it('keeps every station in exactly one thing drawn at each zoom', () => {
    const index = indexOf(towns());
    for (let zoom = 5; zoom <= 15; zoom++) expect(total(index.clusters(WORLD, zoom))).toBe(120);
  });

  it('gives only what lies inside the bounds', () => {
    const index = indexOf(towns());
    const aroundCluj: [number, number, number, number] = [23, 46.5, 24, 47];
    expect(clusters(index.clusters(aroundCluj, 7)).map((item) => item.count)).toEqual([40]);
    expect(index.clusters([10, 10, 11, 11], 7)).toEqual([]);
  });

  it('builds a zoom the first time it is asked, and keeps it', () => {
    const index = indexOf(towns());
    expect(index.built(7)).toBe(false);
    const first = index.clusters(WORLD, 7);
    expect(index.built(7)).toBe(true);
    expect(index.built(8)).toBe(false);
    expect(index.clusters(WORLD, 7)[0]).toBe(first[0]);
  });

  it('expands a cluster to the first zoom where its stations are no longer one thing drawn', () => {
    const index = indexOf(towns());
    const town = only(clusters(index.clusters(WORLD, 7)));
    const zoom = index.expansionZoom(town.id);
    expect(zoom).toBeGreaterThan(7);
    const inTown: [number, number, number, number] = [23.5, 46.7, 23.7, 46.8];
    // One zoom before, the town is still one cluster; at that zoom it is more than one thing.
    if (zoom - 1 > 7) expect(index.clusters(inTown, zoom - 1)).toHaveLength(1);
    expect(index.clusters(inTown, zoom).length).toBeGreaterThan(1);
  });

  it('expands stations at the very same place past maxZoom, where every station is drawn', () => {
    const index = indexOf([
      { id: 1, lat: 46, lon: 23 },
      { id: 2, lat: 46, lon: 23 },
    ]);
    const both = only(clusters(index.clusters(WORLD, 10)));
    expect(both.count).toBe(2);
    expect(index.expansionZoom(both.id)).toBe(15);
  });

  it('clusters 19 000 stations spread over Romania into far fewer things at the first zoom, none lost', () => {
    let seed = 24;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const spots = Array.from({ length: 19_000 }, (_, id) => ({ id, lat: 43.7 + random() * 4.4, lon: 20.4 + random() * 9.2 }));
    const index = indexOf(spots);
    const items = index.clusters(WORLD, 7);
    expect(items.length).toBeLessThan(500);
    expect(total(items)).toBe(19_000);
  });
});
