import { createContext } from 'react';

/** Whether a screen that appears now came from moving within the app, or from loading the page. */
export interface RouteArrival {
  /** True once the person has moved to another screen in this page (a link, a button, Back). */
  readonly inAppNavigation: () => boolean;
}

/** The shell's answer for PageHeading. Without one (an area on its own, tests), every arrival takes focus. */
export const RouteArrivalContext = createContext<RouteArrival | null>(null);
export const RouteArrivalProvider = RouteArrivalContext.Provider;

/** The part of a router this needs: its location and its moves (the shell follows its GuardedBrowserRouter history). */
export interface ObservableRouter {
  readonly state: { readonly location: { readonly key: string } };
  subscribe(listener: (state: { readonly location: { readonly key: string } }) => void): () => void;
}

/**
 * Follows a router to tell a first load from an in-app route change. A location change counts
 * once the person has pressed a key or a pointer in the page: redirects made while the page
 * starts (`/` to `/answers`) do not, so a fresh load or a reload leaves focus at the start of the
 * document and the first Tab reaches "Skip to main content".
 */
export function followRouteArrivals(router: ObservableRouter, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  let acted = false;
  let moved = false;
  let shown = router.state.location.key;
  const onInput = () => {
    acted = true;
  };
  target.addEventListener('keydown', onInput, true);
  target.addEventListener('pointerdown', onInput, true);
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === shown) return;
    shown = state.location.key;
    if (acted) moved = true;
  });
  return {
    inAppNavigation: () => moved,
    stop: () => {
      unsubscribe();
      target.removeEventListener('keydown', onInput, true);
      target.removeEventListener('pointerdown', onInput, true);
    },
  };
}
