import { atom } from 'jotai';
import type { Getter, PrimitiveAtom } from 'jotai';
import type { HostServicesV1 } from '@observatory/shared/contract';

/** Holds the host services inside an area's store; `AreaRoot` sets it when the store is created. */
export type ServicesAtom = PrimitiveAtom<HostServicesV1 | null>;

/**
 * Makes the atom an area's other atoms read the host services from. Call it once, at module scope
 * of the area (`src/state/services.ts`), and hand it to `AreaRoot`: atoms of the area can then be
 * plain module-scope definitions whose values live in the store of each mount.
 */
export function createServicesAtom(): ServicesAtom {
  const servicesAtom = atom<HostServicesV1 | null>(null);
  servicesAtom.debugLabel = 'hostServices';
  return servicesAtom;
}

/** The host services from inside an atom's read or write function. Throws outside a mounted area. */
export function readServices(get: Getter, servicesAtom: ServicesAtom): HostServicesV1 {
  const services = get(servicesAtom);
  if (!services) throw new Error('The host services are not set: is this store the one AreaRoot created?');
  return services;
}
