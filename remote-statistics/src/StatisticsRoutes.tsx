import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { AnomaliesPage } from './pages/AnomaliesPage';
import { DashboardPage } from './pages/DashboardPage';
import { FormResultsPage } from './pages/FormResultsPage';
import { StatisticPage } from './pages/StatisticPage';

/** The area's routes, relative to where the host mounts it (spec: /statistics and /statistics/{key}; a form's results and the anomaly ranking). */
export function StatisticsRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="forms/:formId" element={<FormResultsPage />} />
      <Route path="anomalies" element={<AnomaliesPage />} />
      <Route path=":key" element={<StatisticPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
