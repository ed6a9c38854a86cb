import { useMemo } from 'react';
import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { AnswersRoutes } from './AnswersRoutes';
import { AreaMountsProvider } from './hooks/useAreaMounts';
import { mountsFor } from './lib/paths';
import { servicesAtom } from './state/services';
import './answers.css';

/**
 * The area's root: the kit's AreaRoot (services, i18n namespace) around its routes. The store is
 * kept across visits while the same person is signed in: threads younger than answersRefreshTimeMs
 * are not asked again (spec section 5), and counties and form definitions are fetched once a session.
 */
export function AnswersArea({ services, basePath }: AreaPropsV1) {
  const mounts = useMemo(() => mountsFor(basePath), [basePath]);
  return (
    <AreaRoot services={services} area="answers" buildVersion={__AREA_BUILD_VERSION__} servicesAtom={servicesAtom} keepStore>
      <AreaMountsProvider mounts={mounts}>
        <AnswersRoutes />
      </AreaMountsProvider>
    </AreaRoot>
  );
}
