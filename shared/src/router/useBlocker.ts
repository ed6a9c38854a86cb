import { useContext, useEffect, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { NavigationGuardContext } from './GuardedBrowserRouter';
import type { BlockerFunction } from './blockingHistory';

/** A held navigation, as react-router's useBlocker reports it. */
export type Blocker =
  | { readonly state: 'unblocked'; readonly location: undefined; readonly proceed: undefined; readonly reset: undefined }
  | { readonly state: 'blocked'; readonly location: Location; readonly proceed: () => void; readonly reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked', location: undefined, proceed: undefined, reset: undefined };

/**
 * Holds navigations away while `shouldBlock` says so (links, navigate(), Back, Forward), like
 * react-router's useBlocker: the blocker is `blocked` until the screen calls `proceed` (the
 * navigation happens) or `reset` (it does not). Outside the shell's GuardedBrowserRouter (unit
 * tests, an area's standalone page) it never blocks; closing the tab is the browser's own question.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(NavigationGuardContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [held, setHeld] = useState<{ location: Location; proceed: () => void } | null>(null);
  useEffect(() => {
    if (!history) return undefined;
    return history.guard({
      shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
      onBlocked: (location, proceed) => setHeld({ location, proceed }),
    });
  }, [history]);
  if (!held) return UNBLOCKED;
  return {
    state: 'blocked',
    location: held.location,
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}
