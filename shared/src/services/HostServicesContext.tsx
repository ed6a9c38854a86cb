import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { HostServices } from '../contract';

const HostServicesContext = createContext<HostServices | null>(null);

/** Makes the host services reachable from any component of an area (and of the kit). */
export function HostServicesProvider({ services, children }: { services: HostServices; children: ReactNode }) {
  return <HostServicesContext.Provider value={services}>{children}</HostServicesContext.Provider>;
}

/** The services the host lent to this area. Throws when used outside an area, which is a bug. */
export function useHostServices(): HostServices {
  const services = useContext(HostServicesContext);
  if (!services) throw new Error('useHostServices must be used inside HostServicesProvider');
  return services;
}
