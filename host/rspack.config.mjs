import path from 'node:path';
import { createAppConfig } from '@observatory/shared/build/rspack-preset.mjs';

const dir = import.meta.dirname;

export default createAppConfig({
  dir,
  kind: 'host',
  name: 'observatory_host',
  port: 4300,
  title: 'Observatory',
  runtimePlugins: [path.join(dir, 'src/federation/remoteLoadPlugin.ts')],
  provisionEntry: './src/federation/kitProvision.generated.ts',
  // The environment file (src/config/environment.ts) names the areas and the API: every visit needs it first.
  startupFetches: ['/environment.json'],
});
