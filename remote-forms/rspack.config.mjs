import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_forms',
  port: 4302,
  title: 'Observatory · Forms',
});
