import { useEffect, useRef } from 'react';

/** How often a view with deliveries still pending asks again. */
const DELIVERY_REFRESH_MS = 3000;

/**
 * While `active` holds (deliveries still pending), runs `refresh` every `ms`, one at a time, and
 * stops as soon as it does not or the view goes away (aborting a refresh under way). The refresh
 * replaces the data in place (the request's setData), so the view never flickers to a loading
 * state, and a failed refresh leaves what is shown until the next one.
 */
export function useRefreshWhile(active: boolean, refresh: (signal: AbortSignal) => Promise<void>, ms = DELIVERY_REFRESH_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      timer = setTimeout(() => {
        latest
          .current(controller.signal)
          .catch(() => undefined)
          .finally(() => {
            if (!controller.signal.aborted) tick();
          });
      }, ms);
    };
    tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, ms]);
}
