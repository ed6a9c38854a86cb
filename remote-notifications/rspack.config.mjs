import { rspack } from '@rspack/core';
import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

const preset = createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'observatory_notifications',
  port: 4305,
  title: 'Observatory · Notifications',
});

/**
 * The preset, plus this area's one build-time setting: the history's page size (spec: "from
 * configuration", default 100), read by src/lib/config.ts.
 */
export default (env, argv) => {
  const config = preset(env, argv);
  config.plugins.push(
    new rspack.DefinePlugin({
      'process.env.OBSERVATORY_NOTIFICATION_PAGE_SIZE': JSON.stringify(process.env.OBSERVATORY_NOTIFICATION_PAGE_SIZE ?? ''),
    }),
  );
  return config;
};
