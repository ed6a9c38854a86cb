import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import L from 'leaflet';
import type { Boundaries, MapCounty } from '../api/types';
import { coverageBand, coverageOf } from '../lib/stateRules';
import { COVERAGE_FILL } from '../lib/stationStyle';

/**
 * The county outlines on the map, shaded by coverage. Passive effects: L.geoJSON projects and
 * simplifies every county's polygon (~50 ms at 4x CPU), so it comes after the paint that shows the
 * points, and only once per set of outlines. A refresh only repaints the shading, so the map
 * neither pays for the outlines again nor flickers.
 */
export function useCountyOutlines(
  map: RefObject<L.Map | null>,
  boundaries: Boundaries | null,
  counties: readonly MapCounty[],
  attribution: string,
): void {
  const outlines = useRef<L.GeoJSON | null>(null);
  // Read when the outlines are made, so they start with the latest shading.
  const latest = useRef(counties);
  latest.current = counties;

  useEffect(() => {
    const current = map.current;
    if (!current || !boundaries) return undefined;
    const layer = L.geoJSON(boundaries as unknown as GeoJSON.FeatureCollection, {
      interactive: false,
      style: outlineStyle(latest.current),
      attribution,
    });
    layer.addTo(current);
    layer.bringToBack();
    outlines.current = layer;
    return () => {
      layer.remove();
      outlines.current = null;
    };
  }, [map, boundaries, attribution]);

  useEffect(() => {
    outlines.current?.setStyle(outlineStyle(counties));
  }, [counties]);
}

/** A county's outline, filled by the band its coverage falls in. */
function outlineStyle(counties: readonly MapCounty[]): L.StyleFunction {
  const byCode = new Map(counties.map((county) => [county.code, county]));
  return (feature) => {
    const found = byCode.get(String(feature?.properties?.code ?? ''));
    return { color: '#455a64', weight: 1, fillOpacity: 0.7, fillColor: COVERAGE_FILL[found ? coverageBand(coverageOf(found)) : 0] };
  };
}
