import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHostServices } from '@observatory/shared/services';
import { listThreads } from '../api/listThreads';
import type { ThreadQuery } from '../api/types';
import { LIVE_UPDATE_MS } from '../lib/constants';
import { threadQueryKey } from '../lib/listParams';
import { laterMark, latestOf, newestOnPage, probeQuery } from '../lib/liveUpdates';
import type { HeldThreads } from '../state/threadPages';
import { usePageVisible } from './usePageVisible';

/** The newest change shown for one set of filters (null: none matched), see lib/liveUpdates. */
interface Mark {
  readonly filters: string;
  readonly newest: string | null;
}

export interface LiveUpdates {
  /** Threads new or changed since the newest one shown, for the same filters. */
  readonly count: number;
  /** The person chose to see them: they count as shown. */
  readonly acknowledge: () => void;
}

/**
 * Threads that arrived (or changed) since the newest one shown, for the same filters. While the
 * page is visible it asks one light question (threads after that mark: the newest and the total)
 * at most every `intervalMs`, counted from the last list request of any kind; a hidden tab asks
 * nothing, and on its return the next question waits for whatever is left of the interval. The
 * mark comes from the page on screen when it can tell it (page 1, mostly); otherwise the first
 * light question, asked when the page arrives, fetches it. The rows on screen are never replaced:
 * the person chooses to see the new ones.
 */
export function useLiveUpdates(query: ThreadQuery, held: HeldThreads | undefined, intervalMs: number = LIVE_UPDATE_MS): LiveUpdates {
  const { http } = useHostServices();
  const visible = usePageVisible();
  const fetchedAt = held?.fetchedAt;
  // Any page and order of the same filters has the same newer threads.
  const filters = threadQueryKey({ ...query, page: 1, pageSize: 1, unresolvedFirst: undefined });
  const [mark, setMark] = useState<Mark | null>(null);
  const fromPage = held ? newestOnPage(held.value, query) : undefined;
  const ownMark = mark?.filters === filters ? mark.newest : undefined;
  const newest = fromPage === undefined ? ownMark : ownMark === undefined ? fromPage : laterMark(ownMark, fromPage);
  const [arrived, setArrived] = useState<{ count: number; against: string; latest: string | null } | null>(null);
  const against = `${filters}|${newest}`;
  const lastAsked = useRef(0);
  const probe = useMemo(() => (newest === undefined ? null : probeQuery(query, newest)), [query, newest]);

  useEffect(() => {
    if (!visible || fetchedAt === undefined) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      lastAsked.current = Date.now();
      try {
        if (probe === null) {
          // The page cannot tell the newest thread: the first light question asks for it.
          const result = await listThreads(http, probeQuery(query, null), controller.signal);
          if (!controller.signal.aborted) setMark({ filters, newest: latestOf(result.data) });
          return; // the effect runs again with the mark, and waits out the interval
        }
        const result = await listThreads(http, probe, controller.signal);
        if (!controller.signal.aborted) setArrived({ count: result.totalItems, against, latest: latestOf(result.data) });
      } catch {
        // A failed check is simply made again at the next turn: the list itself shows failures.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void ask(), intervalMs);
    };
    const since = Math.max(lastAsked.current, fetchedAt);
    timer = setTimeout(() => void ask(), probe === null ? 0 : Math.max(0, since + intervalMs - Date.now()));
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [visible, fetchedAt, http, probe, query, filters, against, intervalMs]);

  const current = arrived?.against === against ? arrived : null;
  const acknowledge = useCallback(() => {
    if (current) setMark({ filters, newest: laterMark(newest ?? null, current.latest) });
  }, [current, filters, newest]);
  // A count belongs to the mark it was measured against: a newer mark starts again from 0.
  return { count: current?.count ?? 0, acknowledge };
}
