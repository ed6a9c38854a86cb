import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { HistoryPage } from './pages/HistoryPage';
import { SendPage } from './pages/SendPage';
import { NotificationDetailPage } from './pages/NotificationDetailPage';

/** The area's routes, relative to where the host mounts it (spec route table: /notifications, /notifications/history; a notification's recipients at /notifications/history/:id). */
export function NotificationsRoutes() {
  return (
    <Routes>
      <Route index element={<SendPage />} />
      <Route path="history" element={<HistoryPage />} />
      <Route path="history/:id" element={<NotificationDetailPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
