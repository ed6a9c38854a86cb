import { useEffect, useRef, useState } from 'react';
import { REFRESH_INTERVAL_MS } from '../lib/freshness';

function pageIsVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Calls `refresh` once the figures loaded at `since` are a minute old, but only while the page is
 * visible (Page Visibility API): a hidden tab asks nothing, and on its return figures that became
 * stale meanwhile are refreshed at once. Each refresh moves `since`, which schedules the next one.
 * `since` null (nothing loaded yet) schedules nothing.
 */
export function useAutoRefresh(refresh: () => void, since: number | null, intervalMs: number = REFRESH_INTERVAL_MS): void {
  const [visible, setVisible] = useState(pageIsVisible);
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });

  useEffect(() => {
    const onChange = () => setVisible(pageIsVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (!visible || since === null) return;
    const timer = setTimeout(() => latestRefresh.current(), Math.max(0, since + intervalMs - Date.now()));
    return () => clearTimeout(timer);
  }, [visible, since, intervalMs]);
}
