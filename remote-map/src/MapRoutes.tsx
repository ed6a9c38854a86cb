import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { MapPage } from './pages/MapPage';

/** The area's routes, relative to where the host mounts it (/map). */
export function MapRoutes() {
  return (
    <Routes>
      <Route index element={<MapPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
