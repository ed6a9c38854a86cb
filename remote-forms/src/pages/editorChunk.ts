import { lazy } from 'react';

/**
 * The editor is its own chunk, so the list (the area's first screen) does not download it. It is
 * asked for as soon as someone shows the intent to open one (pointer or focus on Edit or New
 * form), so it is usually there by the time they click.
 */
const loadEditorPage = () => import('./FormEditorPage');

export const LazyFormEditorPage = lazy(() => loadEditorPage().then((module) => ({ default: module.FormEditorPage })));

/** Starts loading the editor's chunk; errors are left to the route that needs it. */
export function preloadEditor(): void {
  loadEditorPage().catch(() => undefined);
}
