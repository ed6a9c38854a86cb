import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastContainerWanted } from './toastify';

const ToastRegion = lazy(() => import('./ToastRegion').then((module) => ({ default: module.ToastRegion })));

/**
 * The shell's toasts: mounted on the first message (see toastify.ts), so no first screen loads
 * them; placed and labelled by ToastRegion.
 */
export function ShellToasts() {
  const wanted = useSyncExternalStore(toastContainerWanted.subscribe, toastContainerWanted.get);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
