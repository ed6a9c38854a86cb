import { NavigationType, UNSAFE_createBrowserHistory } from 'react-router';
import type { Location, To } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = { readonly action: NavigationType; readonly location: Location; readonly delta: number | null };
type Listener = (update: Update) => void;

/** What a screen asks before the page leaves it (RR's BlockerFunction). */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;

/** The one active guard: whether to hold a navigation, and what to do with a held one. */
export interface NavigationGuard {
  readonly shouldBlock: BlockerFunction;
  /** A navigation was held; `proceed` carries it out (past the guard), or nothing happens. */
  readonly onBlocked: (nextLocation: Location, proceed: () => void) => void;
}

/** A browser history whose navigations (links, navigate(), Back and Forward) a guard may hold. */
export interface BlockingHistory extends BrowserHistory {
  /** Sets the active guard; the returned function removes it (if it is still the active one). */
  guard(guard: NavigationGuard): () => void;
}

const toLocation = (history: BrowserHistory, to: To, state: unknown): Location => {
  const { pathname, search, hash } = history.encodeLocation(to);
  return { pathname, search, hash, state: state ?? null, key: 'pending' };
};

/**
 * The browser history the shell routes with (react-router's, which the declarative router
 * accepts), plus a guard: a push or replace the guard holds does not happen until it proceeds;
 * Back or Forward that it holds is undone at once (the address returns) and replayed on proceed.
 * This is what the data router's `useBlocker` did, without the data router (half the router's
 * weight on every first screen).
 */
export function createBlockingHistory(): BlockingHistory {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  let guard: NavigationGuard | null = null;
  // The location the router shows: after a held Back the address bar moves twice, the page not at all.
  let shown = history.location;
  let undoing = false;
  let replaying = false;

  const notify = (update: Update) => {
    shown = update.location;
    for (const listener of listeners) listener(update);
  };
  const held = (action: NavigationType, nextLocation: Location) =>
    guard !== null && guard.shouldBlock({ currentLocation: shown, nextLocation, historyAction: action });

  history.listen((update) => {
    if (update.action !== NavigationType.Pop || update.delta === null || update.delta === 0) return notify(update);
    if (undoing) {
      // The page's own step back to where it was: nobody moved.
      undoing = false;
      return;
    }
    if (replaying || !held(NavigationType.Pop, update.location)) {
      replaying = false;
      return notify(update);
    }
    const delta = update.delta;
    undoing = true;
    history.go(-delta);
    guard!.onBlocked(update.location, () => {
      replaying = true;
      history.go(delta);
    });
  });

  const attempt = (action: NavigationType, to: To, state: unknown, go: () => void) => {
    const nextLocation = toLocation(history, to, state);
    if (held(action, nextLocation)) guard!.onBlocked(nextLocation, go);
    else go();
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => attempt(NavigationType.Push, to, state, () => history.push(to, state)),
    replace: (to, state) => attempt(NavigationType.Replace, to, state, () => history.replace(to, state)),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    guard(next) {
      guard = next;
      return () => {
        if (guard === next) guard = null;
      };
    },
  };
}
