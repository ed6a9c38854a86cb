import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { AreaId, HostServicesV1 } from '@observatory/shared/contract';
import { HostServicesProvider } from '@observatory/shared/services';
import type { ServicesAtom } from './servicesAtom';
import { keptStoreFor } from './keptStores';

type Store = ReturnType<typeof createStore>;

export interface AreaRootProps {
  readonly services: HostServicesV1;
  /** The area's id: its i18n namespace and its `data-area` marker. */
  readonly area: AreaId;
  /** The area's own build version (its `__AREA_BUILD_VERSION__`), shown as `data-build-version`. */
  readonly buildVersion: string;
  /** The area's services atom (see createServicesAtom), set in the store of this mount. */
  readonly servicesAtom?: ServicesAtom;
  /**
   * Keep the store across mounts while the same person stays signed in (for areas whose data has
   * its own freshness rule, such as a minute): a revisit then asks nothing already held. Without
   * it, each mount makes a new store.
   */
  readonly keepStore?: boolean;
  /** Tests pass a store to read it afterwards; a mounted area never does. */
  readonly store?: Store;
  readonly children: ReactNode;
}

/**
 * The root of every area: the host's services, the host's i18n with the area's namespace as the
 * default, one jotai store per mount (atoms never cross areas and vanish at logout, when the area
 * unmounts) or, with `keepStore`, one per area and signed-in person, and the `data-area` marker
 * the shell and the e2e tests find the area by.
 */
export function AreaRoot({ services, area, buildVersion, servicesAtom, keepStore, store: givenStore, children }: AreaRootProps) {
  const [store] = useState(() => {
    const created = givenStore ?? (keepStore ? keptStoreFor(area, services.user) : createStore());
    if (servicesAtom) created.set(servicesAtom, services);
    return created;
  });
  return (
    <HostServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n} defaultNS={area}>
        <JotaiProvider store={store}>
          <div className="obs-area" data-area={area} data-build-version={buildVersion}>
            {children}
          </div>
        </JotaiProvider>
      </I18nextProvider>
    </HostServicesProvider>
  );
}
