import { lazy } from 'react';

/**
 * A thread's details are their own chunk, so the list (the area's first screen, with nothing
 * selected) does not download them. They are asked for as soon as someone shows the intent to
 * open a thread (pointer or focus on a row), so they are usually there by the time they click.
 */
const loadDetailsPage = () => import('./ThreadDetailsPage');

export const LazyThreadDetailsPage = lazy(() => loadDetailsPage().then((module) => ({ default: module.ThreadDetailsPage })));

/** Starts loading the details' chunk; errors are left to the route that needs it. */
export function preloadDetails(): void {
  loadDetailsPage().catch(() => undefined);
}
