import { atom } from 'jotai';
import type { County } from '@observatory/shared/model';
import { readServices } from '@observatory/shared/area';
import { listCounties } from '../api/listCounties';
import { servicesAtom } from './services';

export type CountiesState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly counties: readonly County[] }
  | { readonly status: 'error'; readonly error: unknown };

/** The county list of the observers filter. Its value lives in the store of each mount of the area. */
export const countiesAtom = atom<CountiesState>({ status: 'idle' });

/**
 * Spec section 5: counties load only when not yet loaded. Coming back from the history (the area
 * stays mounted) shows the list held; only a failure is asked again, by Retry.
 */
export const loadCountiesAtom = atom(null, async (get, set) => {
  const current = get(countiesAtom);
  if (current.status === 'loading' || current.status === 'loaded') return;
  set(countiesAtom, { status: 'loading' });
  try {
    const counties = await listCounties(readServices(get, servicesAtom).http);
    set(countiesAtom, { status: 'loaded', counties });
  } catch (error) {
    set(countiesAtom, { status: 'error', error });
  }
});
