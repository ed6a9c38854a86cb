import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_notifications',
  port: 4305,
  title: 'Observatory · Notifications',
});
