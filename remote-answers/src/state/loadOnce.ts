import { atom } from 'jotai';
import type { Atom, WritableAtom } from 'jotai';
import type { AreaHttpV1 } from '@observatory/shared/contract';
import { readServices } from '@observatory/shared/area';
import { servicesAtom } from './services';

/** Something asked once and then kept for the life of the area's store. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

const IDLE = { status: 'idle' } as const;

export interface KeyedLoader<K, T> {
  /** What is held per key. */
  readonly stateAtom: Atom<ReadonlyMap<K, Loadable<T>>>;
  /** Asks for `key` unless it is held or on its way; a failure is asked again only by calling again. */
  readonly loadAtom: WritableAtom<null, [key: K], Promise<void>>;
}

/**
 * Values asked at most once per key and mount of the area (spec section 5: counties load only
 * when not yet loaded; the answers view fetches each form's definition once and reuses it).
 */
export function createKeyedLoader<K, T>(fetch: (http: AreaHttpV1, key: K) => Promise<T>): KeyedLoader<K, T> {
  const stateAtom = atom<ReadonlyMap<K, Loadable<T>>>(new Map());
  const put = (map: ReadonlyMap<K, Loadable<T>>, key: K, value: Loadable<T>) => new Map(map).set(key, value);
  const loadAtom = atom(null, async (get, set, key: K) => {
    const current = get(stateAtom).get(key) ?? IDLE;
    if (current.status === 'loading' || current.status === 'loaded') return;
    set(stateAtom, put(get(stateAtom), key, { status: 'loading' }));
    try {
      const value = await fetch(readServices(get, servicesAtom).http, key);
      set(stateAtom, put(get(stateAtom), key, { status: 'loaded', value }));
    } catch (error) {
      set(stateAtom, put(get(stateAtom), key, { status: 'error', error }));
    }
  });
  return { stateAtom, loadAtom };
}

/** The state of one key, idle when never asked. */
export function loadableOf<K, T>(map: ReadonlyMap<K, Loadable<T>>, key: K): Loadable<T> {
  return map.get(key) ?? IDLE;
}
