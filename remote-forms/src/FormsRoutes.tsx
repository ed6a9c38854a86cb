import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { FormEditorPage } from './pages/FormEditorPage';
import { FormsPage } from './pages/FormsPage';

/** The area's routes, relative to where the host mounts it (spec: /formulare, /formulare/nou, /formulare/{formId}). */
export function FormsRoutes() {
  return (
    <Routes>
      <Route index element={<FormsPage />} />
      <Route path="nou" element={<FormEditorPage isNew />} />
      <Route path=":formId" element={<FormEditorPage />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
