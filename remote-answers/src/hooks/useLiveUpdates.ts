import { useEffect, useMemo, useRef, useState } from 'react';
import { useHostServices } from '@observatory/shared/services';
import { listThreads } from '../api/listThreads';
import type { ThreadQuery } from '../api/types';
import { LIVE_UPDATE_MS } from '../lib/constants';
import type { HeldThreads } from '../state/threads';
import { usePageVisible } from './usePageVisible';

/**
 * How many threads arrived since the page on screen was fetched, for the same filters. While the
 * page is visible it asks one light question (the first thread and the total) at most every
 * `intervalMs`, counted from the last list request of any kind; a hidden tab asks nothing, and on
 * its return the next question waits for whatever is left of the interval. The rows on screen are
 * never replaced: the person chooses to see the new ones.
 */
export function useLiveUpdates(query: ThreadQuery, held: HeldThreads | undefined, intervalMs: number = LIVE_UPDATE_MS): number {
  const { http } = useHostServices();
  const visible = usePageVisible();
  const fetchedAt = held?.fetchedAt;
  const baseline = held?.result.totalItems;
  const [arrived, setArrived] = useState({ count: 0, fetchedAt });
  const lastAsked = useRef(0);
  // The filters alone: any page and order of the same filters has the same total.
  const probe = useMemo<ThreadQuery>(() => ({ ...query, page: 1, pageSize: 1, unresolvedFirst: undefined }), [query]);

  useEffect(() => {
    if (!visible || fetchedAt === undefined || baseline === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      lastAsked.current = Date.now();
      try {
        const result = await listThreads(http, probe, controller.signal);
        if (!controller.signal.aborted) setArrived({ count: Math.max(0, result.totalItems - baseline), fetchedAt });
      } catch {
        // A failed check is simply made again at the next turn: the list itself shows failures.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void ask(), intervalMs);
    };
    const since = Math.max(lastAsked.current, fetchedAt);
    timer = setTimeout(() => void ask(), Math.max(0, since + intervalMs - Date.now()));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [visible, fetchedAt, baseline, http, probe, intervalMs]);

  // A count belongs to the page it was measured against: new rows on screen start again from 0.
  return arrived.fetchedAt === fetchedAt ? arrived.count : 0;
}
