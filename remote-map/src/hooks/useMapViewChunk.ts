import { useEffect, useState } from 'react';
import type { MapView } from '../components/MapView';

// The map library (leaflet, supercluster) is its own chunk: the table view and the heading do not wait for it.
const loadMapView = () => import('../components/MapView');

/**
 * The map view's component once its chunk has run, asked as soon as the map view is chosen, so it
 * loads while the stations are on their way. Not React.lazy: a Suspense boundary shows its content
 * at least 300 ms after its fallback, and asking only once the stations had arrived cost another
 * ~300 ms at 4x CPU (npm run bench:front).
 */
export function useMapViewChunk(wanted: boolean): typeof MapView | null {
  const [view, setView] = useState<{ component: typeof MapView } | null>(null);
  useEffect(() => {
    if (!wanted || view) return undefined;
    let live = true;
    void loadMapView().then((module) => {
      if (live) setView({ component: module.MapView });
    });
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return view?.component ?? null;
}
