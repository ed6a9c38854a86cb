/**
 * The router, as the kit provides it: one copy on the page (this subpath is a shared singleton),
 * with only what the shell and the areas use. react-router itself is not shared: a shared module
 * cannot be tree-shaken (every consumer may ask for any export), so sharing it would send all of
 * it (62 KiB gzip) to every first screen. The shell routes declaratively (GuardedBrowserRouter,
 * useRoutes): react-router's data router (createBrowserRouter) alone was half of the rest
 * (about 17 KiB gzip), and the one thing the areas needed of it, holding a navigation while a
 * screen asks (useBlocker), is the kit's own here. Areas import routing from here only (lint).
 * Adding an export is a kit feature release: areas built against it need a host that provides
 * it (RELEASING.md).
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { GuardedBrowserRouter, NavigationGuardContext } from './GuardedBrowserRouter';
export { useBlocker } from './useBlocker';
export type { Blocker } from './useBlocker';
export { createBlockingHistory } from './blockingHistory';
export type { BlockerFunction, BlockingHistory, NavigationGuard } from './blockingHistory';
/**
 * @deprecated Areas built against kit 0.2.1 render their leave confirmation only where this
 * context has a value (it was react-router's data router); it is now the navigation guard's, so
 * they keep asking before a navigation away. New code calls useBlocker directly.
 */
export { NavigationGuardContext as UNSAFE_DataRouterContext } from './GuardedBrowserRouter';
export type { Location, NavigateFunction, NavigateOptions, RouteObject, To } from 'react-router';
