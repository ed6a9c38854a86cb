import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { MapRoutes } from '../MapRoutes';
import { servicesAtom } from '../state/services';

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
export function renderMap(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: { namespace: 'map', en, ro }, servicesAtom, ...options });
}

/** The area's routes at `path`, mounted under /map like the host does. */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderMap(<MapRoutes />, { routes: '/map/*', initialEntries: [`/map${path}`], ...options });
}
