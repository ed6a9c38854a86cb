import { Suspense } from 'react';
import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage, LoadingIndicator } from '@observatory/shared/ui';
import { NothingSelected } from './components/NothingSelected';
import { useAreaMounts } from './hooks/useAreaMounts';
import { AnswersPage } from './pages/AnswersPage';
import { LazyThreadDetailsPage } from './pages/detailsChunk';

const DETAILS = 'details/:observerId/:pollingStationId';

const threadDetails = (
  <Suspense fallback={<LoadingIndicator />}>
    <LazyThreadDetailsPage />
  </Suspense>
);

/**
 * The area's routes, relative to its mount (spec route table): the list with nothing selected,
 * and a thread's details beside it. The host mounts the area at /answers and at /urgents, so
 * /urgents/details/... lands here too; standalone, 'urgents/...' is routed beneath the one mount.
 */
export function AnswersRoutes() {
  const { standalone } = useAreaMounts();
  return (
    <Routes>
      <Route element={<AnswersPage />}>
        <Route index element={<NothingSelected />} />
        <Route path={DETAILS} element={threadDetails} />
        {standalone && <Route path="urgents" element={<NothingSelected />} />}
        {standalone && <Route path={`urgents/${DETAILS}`} element={threadDetails} />}
      </Route>
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
