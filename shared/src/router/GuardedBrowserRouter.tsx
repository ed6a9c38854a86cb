import { createContext, useState } from 'react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createBlockingHistory } from './blockingHistory';
import type { BlockingHistory } from './blockingHistory';

/** The history a screen's `useBlocker` guards; null outside a GuardedBrowserRouter (tests, the standalone page). */
export const NavigationGuardContext = createContext<BlockingHistory | null>(null);

/**
 * The shell's router: the browser's address, and navigations a screen may hold while it asks
 * (useBlocker). Declarative routes (`useRoutes`, `<Routes>`) render inside it. The shell may pass
 * the history it made (createBlockingHistory) to follow its moves itself (route arrivals).
 */
export function GuardedBrowserRouter({ children, history: given }: { children: ReactNode; history?: BlockingHistory }) {
  const [history] = useState(() => given ?? createBlockingHistory());
  return (
    <NavigationGuardContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </NavigationGuardContext.Provider>
  );
}
