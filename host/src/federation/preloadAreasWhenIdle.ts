import type { AreaDefinition } from '../config/areaRegistry';
import type { AreaLoader } from './areaLoader';
import { loadOnDemandKit } from './kitProvision.generated';
import { loadToastify } from '../toasts/toastify';

/** Long enough for the first screen to finish its own requests first. */
const AFTER_START_MS = 4000;

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/**
 * After sign-in, once the first screen is done and the browser is idle, fetches every area's entry
 * (not running it), so a later first visit costs no round trip. Not on a connection that asked to
 * save data: there, an area is fetched on hover, focus or visit only.
 */
export function preloadAreasWhenIdle(loader: Pick<AreaLoader, 'preload'>, areas: readonly AreaDefinition[]): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return;
  const preloadAll = () => {
    for (const area of areas) loader.preload(area);
    // The toasts' code and the form kit too, so the first message or form shows without a round trip.
    void loadToastify();
    loadOnDemandKit().catch(() => undefined);
  };
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preloadAll, { timeout: 5000 });
    else preloadAll();
  }, AFTER_START_MS);
}
