import L from 'leaflet';
import type { MapStation } from '../api/types';
import { ClusterIndex } from '../lib/clusterIndex';
import { STATE_STYLE, traceShape } from '../lib/stationStyle';
import { MAP_MARK, markMap, measureMap } from '../lib/timing';

/** What is drawn at one place: a station, or a cluster of `count` stations. */
export type Drawn =
  | { readonly kind: 'station'; readonly station: MapStation; readonly x: number; readonly y: number }
  | {
      readonly kind: 'cluster';
      readonly id: number;
      readonly count: number;
      readonly urgent: boolean;
      readonly x: number;
      readonly y: number;
      readonly lat: number;
      readonly lon: number;
    };

const RADIUS = 6;
const HIT_PX = 14;

/**
 * Every station on one canvas of its own, clustered when zoomed out (lib/clusterIndex.ts builds
 * a zoom's clusters the first time it is shown). Leaflet's vector layers cost an object and a
 * path per point; 19 000 of them would not draw in the budget, so the layer redraws its visible
 * clusters and points after each move, in one pass.
 */
export class PointsLayer extends L.Layer {
  private canvas: HTMLCanvasElement | null = null;
  private index: ClusterIndex<MapStation> | null = null;
  /** One index per list of stations given (MapPage hands the same array for the same data and filter). */
  private readonly indexes = new WeakMap<readonly MapStation[], ClusterIndex<MapStation>>();
  private drawn: Drawn[] = [];
  private selectedId: number | null = null;

  /** `minZoom`: the map's, below which no zoom's clusters are made. */
  constructor(private readonly minZoom: number) {
    super();
  }

  setStations(stations: readonly MapStation[]): void {
    let index = this.indexes.get(stations);
    if (!index) {
      const built = measureMap(MAP_MARK.index, () => buildIndex(stations, this.minZoom));
      this.indexes.set(stations, built);
      index = built;
    }
    this.index = index;
    this.redraw();
    // For `npm run bench:front`: when the points were drawn, on the page's own timeline.
    markMap(MAP_MARK.drawn, index.size);
  }

  setSelected(id: number | null): void {
    this.selectedId = id;
    this.redraw();
  }

  /** What is drawn nearest a point of the map's container, within a finger's reach. */
  hit(point: L.Point): Drawn | undefined {
    let best: Drawn | undefined;
    let bestDistance = HIT_PX * HIT_PX;
    for (const item of this.drawn) {
      const distance = (item.x - point.x) ** 2 + (item.y - point.y) ** 2;
      if (distance <= bestDistance) {
        best = item;
        bestDistance = distance;
      }
    }
    return best;
  }

  expansionZoom(clusterId: number): number {
    return this.index?.expansionZoom(clusterId) ?? 0;
  }

  override onAdd(map: L.Map): this {
    this.canvas = L.DomUtil.create('canvas', 'obs-map-points') as HTMLCanvasElement;
    this.canvas.setAttribute('aria-hidden', 'true');
    map.getPanes().overlayPane.appendChild(this.canvas);
    map.on('moveend zoomend resize viewreset', this.redraw, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.redraw, this);
    this.canvas?.remove();
    this.canvas = null;
    return this;
  }

  redraw(): void {
    measureMap(MAP_MARK.draw, () => this.paint());
  }

  private paint(): void {
    const map = this._map as L.Map | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = size.x * ratio;
    canvas.height = size.y * ratio;
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    // The overlay pane moves with the map: place the canvas at the container's top left.
    L.DomUtil.setPosition(canvas, map.containerPointToLayerPoint([0, 0]));
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    // Nothing to draw until the stations arrive.
    if (!this.index) {
      this.drawn = [];
      return;
    }
    const index = this.index;
    const zoom = Math.round(map.getZoom());
    const bounds = map.getBounds();
    const box = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as const;
    const items = index.built(zoom) ? index.clusters(box, zoom) : measureMap(MAP_MARK.level, () => index.clusters(box, zoom));
    this.drawn = items.map((item) => {
      const { x, y } = map.latLngToContainerPoint([item.lat, item.lon]);
      if (item.kind === 'cluster')
        return { kind: 'cluster', id: item.id, count: item.count, urgent: item.marked, x, y, lat: item.lat, lon: item.lon };
      return { kind: 'station', station: item.value, x, y };
    });
    drawClusters(ctx, this.drawn);
    for (const item of this.drawn) {
      if (item.kind === 'station') drawStation(ctx, item, item.station.id === this.selectedId);
    }
  }
}

function buildIndex(stations: readonly MapStation[], minZoom: number): ClusterIndex<MapStation> {
  return new ClusterIndex(stations, {
    lat: (station) => station.lat,
    lon: (station) => station.lon,
    marked: (station) => station.state === 'urgent',
    // Stations stand a few hundred metres apart in a town: clusters part only near street level.
    radiusPx: 32,
    minZoom,
    maxZoom: 14,
  });
}

/** The clusters' discs, then their counts: the font is set once (each setting is parsed anew). */
function drawClusters(ctx: CanvasRenderingContext2D, drawn: readonly Drawn[]): void {
  const clusters = drawn.filter((item): item is Extract<Drawn, { kind: 'cluster' }> => item.kind === 'cluster');
  for (const item of clusters) {
    ctx.beginPath();
    ctx.arc(item.x, item.y, 10 + Math.min(12, Math.log10(item.count) * 5), 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    ctx.fill();
    ctx.lineWidth = item.urgent ? 3 : 2;
    ctx.strokeStyle = item.urgent ? STATE_STYLE.urgent.color : '#37474f';
    ctx.stroke();
  }
  ctx.fillStyle = '#1b1b1b';
  ctx.font = 'bold 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const item of clusters) {
    ctx.fillText(item.count >= 1000 ? `${Math.round(item.count / 100) / 10}k` : String(item.count), item.x, item.y);
  }
}

function drawStation(ctx: CanvasRenderingContext2D, item: Extract<Drawn, { kind: 'station' }>, selected: boolean): void {
  const style = STATE_STYLE[item.station.state];
  ctx.beginPath();
  traceShape(ctx, style.shape, item.x, item.y, RADIUS);
  ctx.lineWidth = 1.5;
  if (style.shape === 'ring') {
    ctx.strokeStyle = style.color;
    ctx.lineWidth = 2.5;
  } else {
    ctx.fillStyle = style.color;
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
  }
  ctx.stroke();
  if (selected) {
    ctx.beginPath();
    ctx.arc(item.x, item.y, RADIUS + 5, 0, Math.PI * 2);
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#000000';
    ctx.stroke();
  }
}
