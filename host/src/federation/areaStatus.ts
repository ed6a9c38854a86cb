import type { AreaId } from '@observatory/shared/contract';

type AreaLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface AreaStatus {
  readonly state: AreaLoadState;
  readonly version: string;
  readonly manifestUrl: string;
  readonly error?: string;
  readonly loadMs?: number;
}

type Listener = () => void;

/** What runs where, for the About panel: a tiny external store (read with useSyncExternalStore). */
export function createAreaStatusStore(initial: Record<AreaId, AreaStatus>) {
  let snapshot = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => snapshot,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(id: AreaId, patch: Partial<AreaStatus>) {
      snapshot = { ...snapshot, [id]: { ...snapshot[id], ...patch } };
      listeners.forEach((listener) => listener());
    },
  };
}

export type AreaStatusStore = ReturnType<typeof createAreaStatusStore>;
