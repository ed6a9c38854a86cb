import { CONTRACT_VERSION } from '@observatory/shared/contract';
import type { RemoteModule } from '@observatory/shared/contract';
import { StatisticsArea } from './StatisticsArea';

/** The module this area exposes to the host (contract v1). */
export const area: RemoteModule = {
  contractVersion: CONTRACT_VERSION,
  id: 'statistics',
  async loadMessages(language) {
    const messages = language === 'en' ? await import('../i18n/en.json') : await import('../i18n/ro.json');
    return messages.default;
  },
  App: StatisticsArea,
};
