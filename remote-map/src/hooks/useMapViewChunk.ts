import { useEffect, useState } from 'react';
import type { MapView } from '../components/MapView';

type MapViewComponent = typeof MapView;

let loading: Promise<MapViewComponent> | null = null;
let loaded: MapViewComponent | null = null;

// The map library (leaflet) is its own chunk: the table view and the heading do not wait for it.
function loadMapView(): Promise<MapViewComponent> {
  loading ??= import('../components/MapView').then(
    (module) => (loaded = module.MapView),
    (error: unknown) => {
      // Not kept: a later attempt (Try again, or the map view chosen again) asks anew.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface MapViewChunk {
  /** The map view's component once its chunk has run; null while it loads or after a failure. */
  readonly component: MapViewComponent | null;
  /** The chunk could not be loaded (its server unreachable, say): the page says so. */
  readonly failed: boolean;
  /** Asks for the chunk again after a failure. */
  readonly retry: () => void;
}

/**
 * The map view's component once its chunk has run. Its download starts while the page renders,
 * before the page's queries send their requests (the HTTP client takes ~100 ms at 4x CPU to send
 * the three), so it is there before the 19 000 stations are: asked from an effect, after them,
 * it ran only after the stations had arrived, on the way to their drawing (npm run bench:front).
 * Not React.lazy: a Suspense boundary shows its content at least 300 ms after its fallback.
 */
export function useMapViewChunk(wanted: boolean): MapViewChunk {
  const [view, setView] = useState<{ component: MapViewComponent } | null>(loaded ? { component: loaded } : null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Starting a download is idempotent (one promise at a time), so it is safe during render; a
  // failure is the effect's to report, and after one only Retry asks again (not every render).
  if (wanted && !loaded && !failed) void loadMapView().catch(() => undefined);
  useEffect(() => {
    if (!wanted || view) return undefined;
    let live = true;
    loadMapView().then(
      (component) => {
        if (live) setView({ component });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, view, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { component: view?.component ?? null, failed, retry };
}
