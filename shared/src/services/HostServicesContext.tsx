import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { HostServicesV1 } from '../contract';

const HostServicesContext = createContext<HostServicesV1 | null>(null);

/** Makes the host services reachable from any component of an area (and of the kit). */
export function HostServicesProvider({ services, children }: { services: HostServicesV1; children: ReactNode }) {
  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
}

/** The services the host lent to this area. Throws when used outside an area, which is a bug. */
export function useHostServices(): HostServicesV1 {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices must be used inside HostServicesProvider');
  return services;
}
