export * from './v1';
import { CONTRACT_VERSION_V1 } from './v1';

/** Contract versions this build of the host can mount. Areas declare theirs as a literal. */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [CONTRACT_VERSION_V1];
