import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { NotificationsRoutes } from './NotificationsRoutes';
import { servicesAtom } from './state/services';
import './notifications.css';

/** The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its routes. */
export function NotificationsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="notifications" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <NotificationsRoutes />
    </AreaRoot>
  );
}
