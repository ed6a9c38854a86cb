import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { ObserversRoutes } from './ObserversRoutes';
import { servicesAtom } from './state/services';
import './observers.css';

/** The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its routes. */
export function ObserversArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="observers" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <ObserversRoutes />
    </AreaRoot>
  );
}
