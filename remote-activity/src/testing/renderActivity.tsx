import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { ActivityRoutes } from '../ActivityRoutes';
import { servicesAtom } from '../state/services';

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
function renderActivity(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: { namespace: 'activity', en, ro }, servicesAtom, ...options });
}

/** The area's routes at `path`, mounted under /activity like the host does. */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderActivity(<ActivityRoutes />, { routes: '/activity/*', initialEntries: [`/activity${path}`], ...options });
}
