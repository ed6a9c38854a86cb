import { Route, Routes } from '@observatory/shared/router';
import { AreaNotFoundPage } from '@observatory/shared/ui';
import { {{Name}}Page } from './pages/{{Name}}Page';

/** The area's routes, relative to where the host mounts it ({{route}}). */
export function {{Name}}Routes() {
  return (
    <Routes>
      <Route index element={<{{Name}}Page />} />
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
