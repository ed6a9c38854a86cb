import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { StatisticsRoutes } from './StatisticsRoutes';
import { servicesAtom } from './state/services';
import './statistics.css';

/**
 * The area's root: the kit's AreaRoot (services, i18n namespace) around its routes. The store is
 * kept across visits while the same person is signed in: coming back within a minute asks no
 * card again (issue 13), and older figures are refreshed on arrival (showDashboardAtom).
 */
export function StatisticsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="statistics" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom} keepStore>
      <StatisticsRoutes />
    </AreaRoot>
  );
}
