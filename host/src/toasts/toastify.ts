/**
 * react-toastify, loaded on the first message (or when the browser is idle after sign-in): no
 * first screen waits for it. The unstyled entry injects no <style> tag, so the page's
 * Content-Security-Policy needs no inline styles; its CSS comes with the container's chunk.
 */
let loading: Promise<typeof import('react-toastify/unstyled')> | undefined;

export function loadToastify() {
  loading ??= import('react-toastify/unstyled');
  return loading;
}

/** Whether a message has asked for the container: ShellToasts mounts it then, once. */
let wanted = false;
const listeners = new Set<() => void>();

export const toastContainerWanted = {
  get: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  request() {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
};
