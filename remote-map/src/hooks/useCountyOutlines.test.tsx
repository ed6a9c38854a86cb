import { useLayoutEffect, useRef, useState } from 'react';
import { render } from '@testing-library/react';
import L from 'leaflet';
import type { Boundaries, MapCounty } from '../api/types';
import { coverageBand } from '../lib/stateRules';
import { COVERAGE_FILL } from '../lib/stationStyle';
import { useCountyOutlines } from './useCountyOutlines';

/** Two square counties; Leaflet draws them as SVG paths here (jsdom has no canvas). */
const BOUNDARIES: Boundaries = {
  type: 'FeatureCollection',
  features: ['AB', 'CJ'].map((code, index) => ({
    type: 'Feature',
    properties: { code, name: code },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [23 + index, 46],
          [23.5 + index, 46],
          [23.5 + index, 46.5],
          [23 + index, 46],
        ],
      ],
    },
  })),
} as unknown as Boundaries;

const county = (code: string, covered: number): MapCounty => ({
  code,
  name: code,
  stations: 4,
  covered,
  urgentOpen: 0,
  resolved: 0,
  lastActivity: null,
});

function Harness({ counties }: { counties: readonly MapCounty[] }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [, setReady] = useState(false);
  useLayoutEffect(() => {
    const created = L.map(element.current!, { renderer: L.svg() }).setView([46.2, 23.7], 8);
    map.current = created;
    setReady(true);
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);
  useCountyOutlines(map, BOUNDARIES, counties, 'Outlines: test');
  return <div ref={element} style={{ width: 400, height: 300 }} />;
}

/** Each county's outline as drawn: its code and the fill of its SVG path. */
function drawn(layer: L.GeoJSON) {
  return (layer.getLayers() as L.Polygon[]).map((outline) => ({
    code: (outline.feature as GeoJSON.Feature).properties?.code,
    fill: outline.getElement()?.getAttribute('fill'),
  }));
}

describe('useCountyOutlines', () => {
  let made: jest.SpyInstance<L.GeoJSON, Parameters<typeof L.geoJSON>>;
  beforeEach(() => (made = jest.spyOn(L, 'geoJSON')));
  afterEach(() => made.mockRestore());
  const outlines = () => made.mock.results[0]!.value as L.GeoJSON;

  it('makes the outlines once and only repaints their shading when the counties change', () => {
    const { rerender } = render(<Harness counties={[county('AB', 0), county('CJ', 4)]} />);
    expect(made).toHaveBeenCalledTimes(1);
    const paths = outlines()
      .getLayers()
      .map((outline) => (outline as L.Polygon).getElement());
    expect(drawn(outlines())).toEqual([
      { code: 'AB', fill: COVERAGE_FILL[0] },
      { code: 'CJ', fill: COVERAGE_FILL[4] },
    ]);

    // A refresh: AB now has half its stations covered, CJ none.
    rerender(<Harness counties={[county('AB', 2), county('CJ', 0)]} />);
    expect(made).toHaveBeenCalledTimes(1);
    expect(
      outlines()
        .getLayers()
        .map((outline) => (outline as L.Polygon).getElement()),
    ).toEqual(paths);
    expect(drawn(outlines())).toEqual([
      { code: 'AB', fill: COVERAGE_FILL[coverageBand(0.5)] },
      { code: 'CJ', fill: COVERAGE_FILL[0] },
    ]);
  });

  it('shades a county missing from the coverage as uncovered', () => {
    render(<Harness counties={[county('CJ', 1)]} />);
    expect(drawn(outlines())).toEqual([
      { code: 'AB', fill: COVERAGE_FILL[0] },
      { code: 'CJ', fill: COVERAGE_FILL[coverageBand(0.25)] },
    ]);
  });
});
