import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { ObserversRoutes } from '../ObserversRoutes';
import { servicesAtom } from '../state/services';

const OBSERVERS_MESSAGES = { namespace: 'observers', en, ro } as const;

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
export function renderObservers(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: OBSERVERS_MESSAGES, servicesAtom, ...options });
}

/**
 * The area's routes at `path`, mounted under /observatori like the host does, so relative links
 * and "back to the list" behave as in production.
 */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderObservers(<ObserversRoutes />, { routes: '/observatori/*', initialEntries: [`/observatori${path}`], ...options });
}
