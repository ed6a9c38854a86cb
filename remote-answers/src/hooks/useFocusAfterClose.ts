import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from '@observatory/shared/router';
import type { ThreadKey } from '../api/threadDetails';

/** The router state of "Close details": which thread was open (null when the link named none). */
export interface ClosedDetails {
  readonly closedThread: ThreadKey | null;
}

/** The attribute that finds a thread's row in the list. */
export const threadRowId = (thread: ThreadKey) => `${thread.observerId}-${thread.pollingStationId}`;

/**
 * After "Close details" the link the keyboard was on is gone: the focus goes to the closed
 * thread's row in the list, or, when the list does not show it, to the page's heading. Only on a
 * close made here (not on a reload that finds the state in the history).
 */
export function useFocusAfterClose(list: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const firstKey = useRef(location.key);
  useEffect(() => {
    if (location.key === firstKey.current) return;
    const closed = (location.state as ClosedDetails | null)?.closedThread;
    if (closed === undefined) return;
    const row = closed ? list.current?.querySelector<HTMLElement>(`[data-thread="${threadRowId(closed)}"]`) : null;
    (row ?? heading.current)?.focus();
  }, [location, list, heading]);
}
