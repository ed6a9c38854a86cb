import { useHostServices } from '@observatory/shared/services';
import { observerListState } from './observerListAtoms';
import type { ObserverListState } from './observerListAtoms';

/** The observers list atoms of this area (see observerListState). */
export function useObserverListState(): ObserverListState {
  return observerListState(useHostServices().http);
}
