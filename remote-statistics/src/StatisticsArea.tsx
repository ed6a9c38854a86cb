import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { StatisticsRoutes } from './StatisticsRoutes';
import { servicesAtom } from './state/services';
import './statistics.css';

/** The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its routes. */
export function StatisticsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="statistics" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <StatisticsRoutes />
    </AreaRoot>
  );
}
