import { lazy, Suspense } from 'react';
import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage, LoadingIndicator } from '@observatory/shared/ui';
import { AnomaliesPage } from './pages/AnomaliesPage';
import { DashboardPage } from './pages/DashboardPage';
import { StatisticPage } from './pages/StatisticPage';

/**
 * A form's results are their own chunk: their filters are a form, and the form kit (react-hook-form)
 * must not load with the dashboard, the area's first screen, which has none.
 */
const FormResultsPage = lazy(() => import('./pages/FormResultsPage').then((module) => ({ default: module.FormResultsPage })));

/** The area's routes, relative to where the host mounts it (spec: /statistics and /statistics/{key}; a form's results and the anomaly ranking). */
export function StatisticsRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route
        path="forms/:formId"
        element={
          <Suspense fallback={<LoadingIndicator />}>
            <FormResultsPage />
          </Suspense>
        }
      />
      <Route path="anomalies" element={<AnomaliesPage />} />
      <Route path=":key" element={<StatisticPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
