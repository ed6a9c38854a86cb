import { useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { AreaProps } from '@observatory/shared/contract';
import { HostServicesProvider } from '@observatory/shared/services';
import { ObserversRoutes } from './ObserversRoutes';
import './observers.css';

/** The area's root: its own jotai store, the host's services and i18n, and its routes. */
export function ObserversArea({ services }: AreaProps) {
  // One store per mounted area: atoms never cross areas and vanish at logout (unmount).
  const [store] = useState(() => createStore());
  return (
    <HostServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n} defaultNS="observers">
        <JotaiProvider store={store}>
          <div className="obs-area" data-area="observers" data-build-version={__AREA_BUILD_VERSION__}>
            <ObserversRoutes />
          </div>
        </JotaiProvider>
      </I18nextProvider>
    </HostServicesProvider>
  );
}
