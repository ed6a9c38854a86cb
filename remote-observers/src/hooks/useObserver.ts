import { useAtomValue } from 'jotai';
import { useLocation } from '@observatory/shared/router';
import { useRequest } from '@observatory/shared/area';
import type { RequestResult } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { findObserver, isPhoneKey } from '../api/findObserver';
import type { Observer } from '../api/types';
import { observerList } from '../state/observerListAtoms';

const matches = (observer: Observer, key: string) => (isPhoneKey(key) ? observer.phone === key : String(observer.id) === key);

/** The observer a link carried in its router state (rows and cards pass it along). */
function fromLocationState(state: unknown, key: string): Observer | undefined {
  const observer = (state as { observer?: Observer } | null)?.observer;
  return observer && matches(observer, key) ? observer : undefined;
}

/**
 * The observer of a profile route: from the link that opened the page, then from the list page
 * held in the store, and only then from the API (spec: "used when the observer is not in the
 * loaded list"), e.g. after a reload or from a shared link. Null data: no such observer.
 */
export function useObserver(key: string): RequestResult<Observer | null> {
  const { http } = useHostServices();
  const location = useLocation();
  const items = useAtomValue(observerList.itemsAtom);
  const known = fromLocationState(location.state, key) ?? items.find((item) => matches(item, key));
  // A known observer answers at once; keepData keeps the form on screen while the list reloads.
  return useRequest((signal) => (known ? Promise.resolve(known) : findObserver(http, key, signal)), [http, key, known], { keepData: true });
}
