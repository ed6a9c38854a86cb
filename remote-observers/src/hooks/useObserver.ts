import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '@observatory/shared/model';
import { findObserver } from '../api/findObserver';
import { useObserverListState } from '../state/useObserverListState';

export type ObserverLookup =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'missing' }
  | { readonly status: 'found'; readonly observer: Observer };

const matches = (observer: Observer, key: string) => observer.phone === key || String(observer.id) === key;

/** The observer a link carried in its router state (rows and cards pass it along). */
function fromLocationState(state: unknown, key: string): Observer | undefined {
  const observer = (state as { observer?: Observer } | null)?.observer;
  return observer && matches(observer, key) ? observer : undefined;
}

/**
 * The observer of a profile route, keyed by phone (or id): from the link that opened the page, then
 * from the list page held in the store, and only then from the API (GET ?Number=), as the spec
 * asks for an observer "not in the loaded list" — e.g. after a reload or from a shared link.
 */
export function useObserver(key: string | undefined): { lookup: ObserverLookup; retry: () => void } {
  const { http } = useHostServices();
  const location = useLocation();
  const items = useAtomValue(useObserverListState().itemsAtom);
  const known = key === undefined ? undefined : (fromLocationState(location.state, key) ?? items.find((item) => matches(item, key)));
  const [lookup, setLookup] = useState<ObserverLookup>(known ? { status: 'found', observer: known } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === undefined) return;
    if (known) {
      setLookup({ status: 'found', observer: known });
      return;
    }
    const controller = new AbortController();
    setLookup({ status: 'loading' });
    findObserver(http, key, controller.signal).then(
      (observer) => setLookup(observer ? { status: 'found', observer } : { status: 'missing' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLookup({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `known` is read when the key or the navigation changes (e.g. after a save), not on every list change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key, attempt, location.key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { lookup, retry };
}
