import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_activity',
  port: 4307,
  title: 'Observatory · Activity',
});
