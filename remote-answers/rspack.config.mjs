import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_answers',
  port: 4303,
  title: 'Observatory · Answers',
});
