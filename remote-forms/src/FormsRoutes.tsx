import { Suspense } from 'react';
import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage, LoadingIndicator } from '@observatory/shared/ui';
import { LazyFormEditorPage } from './pages/editorChunk';
import { FormsPage } from './pages/FormsPage';

/** The area's routes, relative to where the host mounts it (spec: /formulare, /formulare/nou, /formulare/{formId}). */
export function FormsRoutes() {
  const editor = (isNew: boolean) => (
    <Suspense fallback={<LoadingIndicator />}>
      <LazyFormEditorPage isNew={isNew} />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<FormsPage />} />
      <Route path="nou" element={editor(true)} />
      <Route path=":formId" element={editor(false)} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
