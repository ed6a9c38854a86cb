import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { ImportPage } from './pages/ImportPage';
import { ObserverProfilePage } from './pages/ObserverProfilePage';
import { ObserversPage } from './pages/ObserversPage';

/**
 * The area's routes, relative to where the host mounts it (spec route table under /observatori).
 * A profile's key is the observer's id; links from before ids (a phone) still resolve.
 */
export function ObserversRoutes() {
  return (
    <Routes>
      <Route index element={<ObserversPage />} />
      <Route path="profil/:state" element={<ObserverProfilePage />} />
      <Route path="profil/:state/:key" element={<ObserverProfilePage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
