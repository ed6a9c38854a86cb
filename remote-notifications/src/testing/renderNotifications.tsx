import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { NotificationsRoutes } from '../NotificationsRoutes';
import { servicesAtom } from '../state/services';

export const NOTIFICATIONS_MESSAGES = { namespace: 'notifications', en, ro } as const;

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
export function renderNotifications(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: NOTIFICATIONS_MESSAGES, servicesAtom, ...options });
}

/** The area's routes at `path`, mounted under /notifications like the host does. */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderNotifications(<NotificationsRoutes />, {
    routes: '/notifications/*',
    initialEntries: [`/notifications${path}`],
    ...options,
  });
}
