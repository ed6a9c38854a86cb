import { createServicesAtom } from '@observatory/shared/area';

/** The host services in this area's store: AreaRoot sets it, the area's atoms read it. */
export const servicesAtom = createServicesAtom();
