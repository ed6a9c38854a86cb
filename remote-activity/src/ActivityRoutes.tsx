import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { ActivityPage } from './pages/ActivityPage';

/** The area's routes, relative to where the host mounts it (/activity). */
export function ActivityRoutes() {
  return (
    <Routes>
      <Route index element={<ActivityPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
