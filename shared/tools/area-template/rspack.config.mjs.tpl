import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: '{{mfName}}',
  port: {{port}},
  title: 'Observatory · {{titleEn}}',
});
