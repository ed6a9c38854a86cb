export * from './http';
export * from './v1';
import { CONTRACT_VERSION_V1 } from './v1';
import type { AreaPropsV1, HostServicesV1, RemoteModuleV1 } from './v1';

/** Current aliases: areas and the host code against these names. */
export type HostServices = HostServicesV1;
export type AreaProps = AreaPropsV1;
export type RemoteModule = RemoteModuleV1;
export const CONTRACT_VERSION = CONTRACT_VERSION_V1;

/** Contract versions this build of the host can mount. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [CONTRACT_VERSION_V1];
