import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { StatisticsRoutes } from '../StatisticsRoutes';
import { servicesAtom } from '../state/services';

const STATISTICS_MESSAGES = { namespace: 'statistics', en, ro } as const;

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
export function renderStatistics(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: STATISTICS_MESSAGES, servicesAtom, ...options });
}

/** The area's routes at `path`, mounted under /statistics like the host does. */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderStatistics(<StatisticsRoutes />, { routes: '/statistics/*', initialEntries: [`/statistics${path}`], ...options });
}
