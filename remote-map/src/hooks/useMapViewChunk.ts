import { useEffect, useState } from 'react';
import type { MapView } from '../components/MapView';

type MapViewComponent = typeof MapView;

let loading: Promise<MapViewComponent> | null = null;
let loaded: MapViewComponent | null = null;

// The map library (leaflet) is its own chunk: the table view and the heading do not wait for it.
function loadMapView(): Promise<MapViewComponent> {
  loading ??= import('../components/MapView').then((module) => (loaded = module.MapView));
  return loading;
}

/**
 * The map view's component once its chunk has run. Its download starts while the page renders,
 * before the page's queries send their requests (the HTTP client takes ~100 ms at 4x CPU to send
 * the three), so it is there before the 19 000 stations are: asked from an effect, after them,
 * it ran only after the stations had arrived, on the way to their drawing (npm run bench:front).
 * Not React.lazy: a Suspense boundary shows its content at least 300 ms after its fallback.
 */
export function useMapViewChunk(wanted: boolean): MapViewComponent | null {
  // Starting a download is idempotent (one promise per page load), so it is safe during render.
  if (wanted && !loaded) void loadMapView().catch(() => undefined); // the effect below sees a failure
  const [view, setView] = useState<{ component: MapViewComponent } | null>(loaded ? { component: loaded } : null);
  useEffect(() => {
    if (!wanted || view) return undefined;
    let live = true;
    void loadMapView().then((component) => {
      if (live) setView({ component });
    });
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return view?.component ?? null;
}
