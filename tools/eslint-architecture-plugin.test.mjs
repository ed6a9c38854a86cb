import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { architecturePlugin } from './eslint-architecture-plugin.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const HOST = '/repo/host/src';
const AREA = '/repo/remote-answers/src';

/** A host-layers case the rule must report as an upward import. */
const upward = (filename, code) => ({ filename, code, errors: [{ messageId: 'upward' }] });

tester.run('host-layers', architecturePlugin.rules['host-layers'], {
  valid: [
    { filename: `${HOST}/shell/routes.tsx`, code: "import { AreaOutlet } from '../areas/AreaOutlet';" },
    { filename: `${HOST}/shell/LoginRoute.tsx`, code: "import { LoginScreen } from '../login/LoginScreen';" },
    { filename: `${HOST}/boot/shellChunk.ts`, code: "const shell = import('../shell/startShell');" },
    { filename: `${HOST}/federation/areaRemotes.ts`, code: "import { AREAS } from '../config/areaRegistry';" },
    { filename: `${HOST}/index.ts`, code: "import { earlyStart } from './boot/earlyStart';" },
    { filename: `${HOST}/shell/TopBar.tsx`, code: "import { useShell } from './ShellContext';" },
    // Tests and test helpers may import anything.
    { filename: `${HOST}/auth/drafts.test.ts`, code: "import { renderInShell } from '../testing/renderInShell';" },
    { filename: `${HOST}/testing/renderInShell.tsx`, code: "import { TopBar } from '../shell/TopBar';" },
  ],
  invalid: [
    // What the host did before the folders were put in order.
    upward(`${HOST}/areas/AreaOutlet.tsx`, "import { useShell } from '../shell/ShellContext';"),
    upward(`${HOST}/login/LoginScreen.tsx`, "import { LanguageSelect } from '../shell/LanguageSelect';"),
    upward(`${HOST}/federation/areaLoader.ts`, "import type { AreaDefinition } from '../areas/areaRegistry';"),
    // Folders of one rank stay apart: no two of them import each other.
    upward(`${HOST}/login/LoginScreen.tsx`, "import { AreaOutlet } from '../areas/AreaOutlet';"),
    upward(`${HOST}/auth/drafts.ts`, "import { toastService } from '../toasts/toastService';"),
    upward(`${HOST}/config/environment.ts`, "export { startShell } from '../shell/startShell';"),
    upward(`${HOST}/federation/areaLoader.ts`, "const shell = import('../shell/startShell');"),
  ],
});

tester.run('area-layers', architecturePlugin.rules['area-layers'], {
  valid: [
    { filename: `${AREA}/pages/AnswersPage.tsx`, code: "import { ThreadList } from '../components/ThreadList';" },
    { filename: `${AREA}/components/ThreadList.tsx`, code: "import { useThreads } from '../hooks/useThreads';" },
    { filename: `${AREA}/lib/listParams.ts`, code: "import type { Thread } from '../api/types';" },
  ],
  invalid: [
    {
      filename: `${AREA}/components/ThreadList.tsx`,
      code: "import { AnswersPage } from '../pages/AnswersPage';",
      errors: [{ messageId: 'upward' }],
    },
    { filename: `${AREA}/api/threads.ts`, code: "import { threadsAtom } from '../state/threads';", errors: [{ messageId: 'upward' }] },
  ],
});
