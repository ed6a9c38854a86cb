import { useQuery } from '@observatory/shared/state';
import { ALL_COUNTIES, countiesQuery } from '../state/counties';

/** The counties of the observers filter, loaded the first time they are `needed` and then kept (spec section 5). */
export function useCounties(needed: boolean) {
  return useQuery(countiesQuery, needed ? ALL_COUNTIES : null);
}
