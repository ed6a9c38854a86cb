import type { RemoteModule } from '@observatory/shared/contract';
import { ObserversArea } from './ObserversArea';

/** The module this area exposes to the host (contract v1). */
export const area: RemoteModule = {
  // A literal, baked into this build: the shared package's constant would be the host's copy at
  // run time, so the area would always claim whatever the host supports.
  contractVersion: 1,
  id: 'observers',
  async loadMessages(language) {
    const messages = language === 'en' ? await import('../i18n/en.json') : await import('../i18n/ro.json');
    return messages.default;
  },
  App: ObserversArea,
};
