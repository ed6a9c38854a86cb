import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { HistoryPage } from './pages/HistoryPage';
import { SendPage } from './pages/SendPage';

/** The area's routes, relative to where the host mounts it (spec route table: /notifications, /notifications/history). */
export function NotificationsRoutes() {
  return (
    <Routes>
      <Route index element={<SendPage />} />
      <Route path="history" element={<HistoryPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
