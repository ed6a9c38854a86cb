import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AreaMounts } from '../lib/paths';
import { mountsFor } from '../lib/paths';

const MountsContext = createContext<AreaMounts>(mountsFor('/answers'));

/** Gives the area's screens the paths it is mounted under (from the host's basePath). */
export function AreaMountsProvider({ mounts, children }: { readonly mounts: AreaMounts; readonly children: ReactNode }) {
  return <MountsContext.Provider value={mounts}>{children}</MountsContext.Provider>;
}

/** Where the list and the urgent details live, in the shell or standalone. */
export function useAreaMounts(): AreaMounts {
  return useContext(MountsContext);
}
