import { Route, Routes } from 'react-router-dom';
import { AreaNotFoundPage } from './pages/AreaNotFoundPage';
import { ImportPage } from './pages/ImportPage';
import { ObserverProfilePage } from './pages/ObserverProfilePage';
import { ObserversPage } from './pages/ObserversPage';

/**
 * The area's routes, relative to where the host mounts it (spec route table under /observatori).
 * `profil/edit/:phone` is listed before `profil/:state/:id`; React Router prefers its static
 * segment anyway, so an edit link always carries a phone.
 */
export function ObserversRoutes() {
  return (
    <Routes>
      <Route index element={<ObserversPage />} />
      <Route path="profil/edit/:phone" element={<ObserverProfilePage />} />
      <Route path="profil/:state" element={<ObserverProfilePage />} />
      <Route path="profil/:state/:id" element={<ObserverProfilePage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
