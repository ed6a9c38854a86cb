import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { DashboardPage } from './pages/DashboardPage';
import { StatisticPage } from './pages/StatisticPage';

/** The area's routes, relative to where the host mounts it (spec: /statistics and /statistics/{key}). */
export function StatisticsRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path=":key" element={<StatisticPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
