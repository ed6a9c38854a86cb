import type { ReactElement } from 'react';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { FormsRoutes } from '../FormsRoutes';
import { servicesAtom } from '../state/services';

export const FORMS_MESSAGES = { namespace: 'forms', en, ro } as const;

/** renderWithHost with this area's messages: for components and pages rendered on their own. */
export function renderForms(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: FORMS_MESSAGES, servicesAtom, ...options });
}

/** The area's routes at `path`, mounted under /formulare like the host does. An organizer by default (they edit forms). */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderForms(<FormsRoutes />, {
    routes: '/formulare/*',
    initialEntries: [`/formulare${path}`],
    hostUser: { organizer: true, ...options.hostUser },
    ...options,
  });
}
