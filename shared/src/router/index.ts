/**
 * The router, as the kit provides it: one copy on the page (this subpath is a shared singleton),
 * with only what the shell and the areas use. react-router itself is not shared: a shared module
 * cannot be tree-shaken (every consumer may ask for any export), so sharing it would send all of
 * it (62 KiB gzip) to every first screen; behind this curated list it is about half of that.
 * Areas import routing from here only (lint). Adding an export is a kit feature release: areas
 * built against it need a host that provides it (RELEASING.md).
 */
export {
  BrowserRouter,
  createBrowserRouter,
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
  UNSAFE_DataRouterContext,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type { Location, NavigateFunction, NavigateOptions, RouteObject, To } from 'react-router';
