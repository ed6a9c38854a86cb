import { Route, Routes } from '@observatory/shared/router';
import type { AreaPropsV1 } from '@observatory/shared/contract';
import { AreaRoot } from '@observatory/shared/area';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { HomePage } from './pages/HomePage';

/** The area's root: the kit's AreaRoot (services, i18n namespace, store) around its routes. */
export function FormsArea({ services }: AreaPropsV1) {
  return (
    <AreaRoot services={services} area="forms" buildVersion={__AREA_BUILD_VERSION__}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={<AreaNotFoundPage />} />
      </Routes>
    </AreaRoot>
  );
}
