import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { ActivityRoutes } from './ActivityRoutes';
import { servicesAtom } from './state/services';
import './activity.css';

/**
 * The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its
 * routes. Add `keepStore` when the area's data has a freshness rule worth keeping across visits.
 */
export function ActivityArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="activity" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <ActivityRoutes />
    </AreaRoot>
  );
}
