import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_statistics',
  port: 4304,
  title: 'Observatory · Statistics',
});
