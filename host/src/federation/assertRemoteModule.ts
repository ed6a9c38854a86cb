import { SUPPORTED_CONTRACT_VERSIONS } from '@observatory/shared/contract';
import type { AreaId, RemoteModuleV1 } from '@observatory/shared/contract';
import { AreaLoadError } from './areaLoadError';

/** Checks what a remote exposed before the host mounts it: the contract version first. */
export function assertRemoteModule(candidate: unknown, expectedId: AreaId): RemoteModuleV1 {
  if (!candidate || typeof candidate !== 'object') {
    throw new AreaLoadError('incompatible', `area ${expectedId} exposes no area module`, 'contract');
  }
  const module = candidate as Partial<RemoteModuleV1> & { contractVersion?: unknown };
  if (typeof module.contractVersion !== 'number' || !SUPPORTED_CONTRACT_VERSIONS.includes(module.contractVersion)) {
    throw new AreaLoadError(
      'incompatible',
      `area ${expectedId} implements contract ${String(module.contractVersion)}, the host supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}`,
      'contract',
    );
  }
  if (module.id !== expectedId || typeof module.App !== 'function' || typeof module.loadMessages !== 'function') {
    throw new AreaLoadError('incompatible', `area ${expectedId} does not match contract v${module.contractVersion}`, 'contract');
  }
  return module as RemoteModuleV1;
}
