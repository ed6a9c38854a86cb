import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { architecturePlugin } from './eslint-architecture-plugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (rel) => `/repo/api/src/${rel}`;

tester.run('api-layers', architecturePlugin.rules['api-layers'], {
  valid: [
    { filename: at('routes/observers.ts'), code: "import { listObservers } from '../services/observers.js';" },
    { filename: at('routes/observers.ts'), code: "import { Observer } from '../schemas/observers.js';" },
    { filename: at('services/observers.ts'), code: "import { bumpObservers } from './counts.js'; import { nowIso } from '../util.js';" },
    { filename: at('services/submissions.ts'), code: "import { ANSWER_COLUMNS } from '../db/columns.js';" },
    {
      filename: at('db/migrations/003_observer_identity.ts'),
      code: "import { nameKeys } from '../name-keys.js'; import { init } from './001_init.js';",
    },
    { filename: at('server.ts'), code: "import { seedIfEmpty } from './seed/index.js';" },
    { filename: at('seed/demo.ts'), code: "import { recomputeCounts } from '../services/counts.js';" },
    { filename: at('validation/import-rows.ts'), code: "import { PIN_FORMAT } from './fields.js';" },
  ],
  invalid: [
    // The upward imports found before issue 23.
    {
      filename: at('db/migrations/003_observer_identity.ts'),
      code: "import { nameKeys } from '../../services/name-keys.js';",
      errors: [{ messageId: 'migration' }],
    },
    {
      filename: at('validation/import-rows.ts'),
      code: "import { PHONE_TAKEN } from '../services/observer-identity.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('services/submissions.ts'),
      code: "import { ANSWER_COLUMNS } from '../seed/columns.js';",
      errors: [{ messageId: 'upward' }],
    },
    // Routes hold no SQL: they never reach the db layer.
    {
      filename: at('routes/observers.ts'),
      code: "import { isUniqueViolation } from '../db/errors.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('services/observers.ts'),
      code: "import { observerRoutes } from '../routes/observers.js';",
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: at('services/threads.ts'),
      code: "import { ThreadListQuery } from '../schemas/answers.js';",
      errors: [{ messageId: 'upward' }],
    },
    { filename: at('db/open.ts'), code: "import { recomputeCounts } from '../services/counts.js';", errors: [{ messageId: 'upward' }] },
    { filename: at('db/migrations/006_x.ts'), code: "import { loadConfig } from '../../config.js';", errors: [{ messageId: 'migration' }] },
    // Only server.ts imports seed/.
    { filename: at('main.ts'), code: "import { seedIfEmpty } from './seed/index.js';", errors: [{ messageId: 'upward' }] },
    { filename: at('app.ts'), code: "import { seedIfEmpty } from './seed/index.js';", errors: [{ messageId: 'upward' }] },
    { filename: at('routes/health.ts'), code: "export { seedIfEmpty } from '../seed/index.js';", errors: [{ messageId: 'upward' }] },
  ],
});
