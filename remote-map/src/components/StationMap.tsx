import { useEffect, useLayoutEffect, useRef } from 'react';
import L from 'leaflet';
import type { Boundaries, MapCounty, MapStation } from '../api/types';
import { useCountyOutlines } from '../hooks/useCountyOutlines';
import { PointsLayer } from './pointsLayer';

/** Romania, with the Danube delta and a margin: where the map starts. */
const ROMANIA: L.LatLngBoundsExpression = [
  [43.5, 20.2],
  [48.4, 29.8],
];
/** Farther out than the whole country helps nobody; the points layer makes no clusters below it. */
const MIN_ZOOM = 5;

export interface StationMapProps {
  readonly stations: readonly MapStation[];
  readonly counties: readonly MapCounty[];
  readonly boundaries: Boundaries | null;
  /** The county filter: the map fits it when it changes. */
  readonly county: string | undefined;
  readonly selectedId: number | null;
  readonly onOpen: (stationId: number) => void;
  /** The map's name and how to use it by keyboard, already translated. */
  readonly label: string;
  readonly attribution: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/**
 * The Leaflet map: no tile layer (nothing leaves the deployment), the county outlines shaded by
 * coverage on Leaflet's canvas renderer, the stations on a canvas layer of our own. The map is
 * made once per mount, so a refresh keeps the view, the zoom and the open panel; data changes
 * only redraw. Enter opens the station (or zooms into the cluster) under the centre's cross.
 */
export function StationMap({
  stations,
  counties,
  boundaries,
  county,
  selectedId,
  onOpen,
  label,
  attribution,
  zoomIn,
  zoomOut,
}: StationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const points = useRef<PointsLayer | null>(null);
  const open = useRef(onOpen);
  useEffect(() => {
    open.current = onOpen;
  });

  // Layout effects: the map is made, fitted and its points drawn before the browser paints the
  // page that holds it, in one frame (passive effects ran after a paint without them: ~70 ms more
  // at 4x CPU in bench:front). The outlines come after that paint (useCountyOutlines).
  useLayoutEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    const created = L.map(container, {
      preferCanvas: true,
      renderer: L.canvas(),
      zoomSnap: 0.5,
      minZoom: MIN_ZOOM,
      maxZoom: 17,
      attributionControl: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(created);
    L.control.attribution({ prefix: false }).addTo(created);
    created.fitBounds(ROMANIA);
    const layer = new PointsLayer(MIN_ZOOM).addTo(created);
    const act = (point: L.Point) => {
      const item = layer.hit(point);
      if (!item) return;
      if (item.kind === 'station') open.current(item.station.id);
      else created.setView([item.lat, item.lon], Math.min(layer.expansionZoom(item.id), created.getMaxZoom()));
    };
    created.on('click', (event: L.LeafletMouseEvent) => act(event.containerPoint));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== container) return;
      event.preventDefault();
      act(created.getSize().divideBy(2));
    };
    container.addEventListener('keydown', onKey);
    map.current = created;
    points.current = layer;
    return () => {
      container.removeEventListener('keydown', onKey);
      created.remove();
      map.current = null;
      points.current = null;
    };
    // The map is made once per mount (MapView keys it by language, for the controls' titles).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const arrived = stations.length > 0;
  useLayoutEffect(() => {
    const current = map.current;
    if (!current) return;
    const inCounty = county ? stations.filter((s) => s.countyCode === county && s.lat !== null && s.lon !== null) : [];
    if (inCounty.length > 0)
      current.fitBounds(L.latLngBounds(inCounty.map((s) => [s.lat!, s.lon!] as L.LatLngTuple)).pad(0.2), { maxZoom: 12 });
    else if (!county) current.fitBounds(ROMANIA);
    // Fit when the county filter changes or the first stations arrive, never on a refresh.
  }, [county, arrived]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    points.current?.setStations(stations);
  }, [stations]);

  useEffect(() => {
    points.current?.setSelected(selectedId);
  }, [selectedId]);

  useCountyOutlines(map, boundaries, counties, attribution);

  return <div ref={element} className="obs-map-canvas" role="application" aria-label={label} />;
}
