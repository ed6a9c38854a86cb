import { readServices } from '@observatory/shared/area';
import type { County } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import { listCounties } from '../api/listCounties';
import { servicesAtom } from './services';

/** The one params of the counties query. */
export const ALL_COUNTIES = 'all';

/**
 * The county list of the observers filter, held in the store of each mount of the area. Spec
 * section 5: counties load only when not yet loaded; coming back from the history (the area stays
 * mounted) shows the list held; a failure is asked again on the next show or by Retry.
 */
export const countiesQuery = createQueryAtoms<typeof ALL_COUNTIES, County[]>({
  fetch: (_all, signal, get) => listCounties(readServices(get, servicesAtom).http, signal),
});
