import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { FormsRoutes } from './FormsRoutes';
import { servicesAtom } from './state/services';
import './forms.css';

/** The area's root: the kit's AreaRoot (services, i18n namespace, one store per mount) around its routes. */
export function FormsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="forms" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom}>
      <FormsRoutes />
    </AreaRoot>
  );
}
