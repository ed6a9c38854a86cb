import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { MapRoutes } from './MapRoutes';
import { servicesAtom } from './state/services';
import './map.css';

/**
 * The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its
 * routes. Add `keepStore` when the area's data has a freshness rule worth keeping across visits.
 */
export function MapArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="map" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <MapRoutes />
    </AreaRoot>
  );
}
