import type { ReactElement } from 'react';
import { Route, Routes } from '@observatory/shared/router';
import { renderWithHost } from '@observatory/shared/testing';
import type { RenderWithHostOptions, RenderWithHostResult } from '@observatory/shared/testing';
import en from '../../i18n/en.json';
import ro from '../../i18n/ro.json';
import { AnswersRoutes } from '../AnswersRoutes';
// The details pane is its own chunk, loaded when a thread opens; loaded here up front, so that a
// test's first wait for the pane is not spent compiling its modules on a busy machine.
import '../pages/ThreadDetailsPage';
import { AreaMountsProvider } from '../hooks/useAreaMounts';
import { mountsFor } from '../lib/paths';
import { servicesAtom } from '../state/services';

const ANSWERS_MESSAGES = { namespace: 'answers', en, ro } as const;

/** renderWithHost with this area's messages: for components rendered on their own. */
export function renderAnswers(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderWithHost(ui, { messages: ANSWERS_MESSAGES, servicesAtom, ...options });
}

/**
 * The area's routes at `path`, mounted as the host mounts them: at /answers and at /urgents.
 */
export function renderArea(path: string, options: RenderWithHostOptions = {}): RenderWithHostResult {
  return renderAnswers(
    <AreaMountsProvider mounts={mountsFor('/answers')}>
      <Routes>
        <Route path="/answers/*" element={<AnswersRoutes />} />
        <Route path="/urgents/*" element={<AnswersRoutes />} />
        <Route path="/notifications" element={<p>notifications screen</p>} />
      </Routes>
    </AreaMountsProvider>,
    { initialEntries: [path], ...options },
  );
}
