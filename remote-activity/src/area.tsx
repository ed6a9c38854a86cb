import type { RemoteModuleV1 } from '@observatory/shared/contract';
import { ActivityArea } from './ActivityArea';

/** The module this area exposes to the host. */
export const area = {
  // A literal, baked into this build: the kit's constant would be the host's copy at run time, so
  // the area would always claim whatever the host supports. `satisfies` (not an alias) keeps the
  // area on v1 until someone decides otherwise.
  contractVersion: 1,
  id: 'activity',
  async loadMessages(language: string) {
    // Named chunks: the shell fetches the visitor's language beside the entry (RemoteModuleV1).
    const messages =
      language === 'en'
        ? await import(/* webpackChunkName: "messages-en" */ '../i18n/en.json')
        : await import(/* webpackChunkName: "messages-ro" */ '../i18n/ro.json');
    return messages.default;
  },
  App: ActivityArea,
} satisfies RemoteModuleV1;
