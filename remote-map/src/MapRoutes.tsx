import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage, LoadingIndicator } from '@observatory/shared/ui';
import { MapPage } from './pages/MapPage';

// Its own chunk: the map loads no form kit (the map library is a chunk of MapPage's own).
const ImportPage = lazy(() => import('./pages/ImportPage').then((module) => ({ default: module.ImportPage })));

/** The area's routes, relative to where the host mounts it (/map). */
export function MapRoutes() {
  const { t } = useTranslation('map');
  return (
    <Suspense fallback={<LoadingIndicator label={t('loading')} />}>
      <Routes>
        <Route index element={<MapPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="*" element={<AreaNotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
