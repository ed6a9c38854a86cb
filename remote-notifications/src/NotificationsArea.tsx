import { Route, Routes } from 'react-router-dom';
import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { HomePage } from './pages/HomePage';

/** The area's root: the kit's AreaRoot (services, i18n namespace, store) around its routes. */
export function NotificationsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="notifications" buildVersion={__AREA_BUILD_VERSION__}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={<AreaNotFoundPage />} />
      </Routes>
    </AreaRoot>
  );
}
