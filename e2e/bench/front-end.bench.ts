/**
 * `pnpm bench`, front end: each first screen, cold cache, median of 5 runs, once on loopback and
 * three times throttled (CPU ×4, 1.5 Mbps, 150 ms RTT) with the spread of the three medians and
 * the machine's load average beside each pass, next to the original app's published login
 * figure; then the switch between areas once the cache is warm. Prints figures, never fails.
 */
import os from 'node:os';
import { test } from '@playwright/test';
import type { Browser, Page, Response } from '@playwright/test';
import { AREA_BUDGETS, LOGIN_BUDGET, SIGNED_IN_SCREEN_BUDGET } from '../budgets';
import { AREAS, E2E_HOST_URL, NGO_ADMIN, areaOrigin } from '../support/topology';
import type { AreaTopology } from '../support/topology';
import { signIn } from '../support/session';
import { SLOW_PROFILE, firstScreens, kib, loadScreen, median } from '../support/weight';
import type { ScreenLoad, ScreenSpec, Throttling } from '../support/weight';

const RUNS = 5;
/** A single noisy pass never decides: the throttled pass runs this many times. */
const THROTTLED_PASSES = 3;
/** Issue "signed-in first screens under 2.5 s": throttled LCP targets. */
const LCP_TARGET_MS = { login: 1500, signedIn: 2500 };
/** The original Angular app's login (original-app-lessons.md §2.3): 268,678 B of JS gzip in 9 requests. */
const ORIGINAL_LOGIN_JS_KIB = 268_678 / 1024;

interface Row {
  readonly label: string;
  readonly loads: readonly ScreenLoad[];
  readonly areaOrigin?: string;
}

async function medianOf(browser: Browser, spec: ScreenSpec): Promise<ScreenLoad[]> {
  const loads: ScreenLoad[] = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await loadScreen(browser, spec));
  return loads;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function print(title: string, rows: readonly Row[]) {
  console.log(`\n${title} (median of ${RUNS} cold runs; load average now ${loadAverage()})`);
  console.log(
    `${'screen'.padEnd(30)}${'JS gzip'.padStart(10)}${'JS files'.padStart(10)}${'wire, all'.padStart(12)}${'requests'.padStart(10)}${'LCP'.padStart(9)}${'area JS'.padStart(10)}`,
  );
  for (const row of rows) {
    const m = (pick: (load: ScreenLoad) => number) => median(row.loads.map(pick));
    const areaJs = row.areaOrigin ? `${kib(m((load) => load.byOrigin[row.areaOrigin!]?.jsGzip ?? 0)).toFixed(1)} KiB` : '';
    console.log(
      `${row.label.padEnd(30)}${`${kib(m((load) => load.jsGzip)).toFixed(1)} KiB`.padStart(10)}${String(m((load) => load.jsFiles)).padStart(10)}` +
        `${`${kib(m((load) => load.wireBytes)).toFixed(1)} KiB`.padStart(12)}${String(m((load) => load.requests)).padStart(10)}` +
        `${`${m((load) => load.lcpMs)} ms`.padStart(9)}${areaJs.padStart(10)}`,
    );
  }
  console.log(
    `${'original app /login (reference)'.padEnd(30)}${`${ORIGINAL_LOGIN_JS_KIB.toFixed(1)} KiB`.padStart(10)}${'3'.padStart(10)}`,
  );
}

async function screens(browser: Browser, throttling?: Throttling): Promise<Row[]> {
  const rows: Row[] = [];
  for (const screen of firstScreens()) {
    const loads = await medianOf(browser, { ...screen.spec, throttling });
    rows.push({ label: screen.areaOrigin ? `${screen.label} (shell + area)` : screen.label, loads, areaOrigin: screen.areaOrigin });
  }
  return rows;
}

/** What the page itself recorded of one switch (see watchSwitch). */
interface SwitchMarks {
  clickedAt: number | null;
  paintedAt: number | null;
}

/**
 * Click on an area's link to its heading, once the shell has preloaded the areas while idle.
 * Timed in the page: from the click event to the frame that shows the area's heading (a
 * MutationObserver sees it, then the next animation frame and task: the browser has painted).
 * Timing from the test process would add its own round trips and polling to every figure.
 */
async function switchMs(page: Page, to: AreaTopology): Promise<{ ms: number; fetched: number }> {
  let fetched = 0;
  const count = (response: Response) => {
    if (response.url().startsWith(areaOrigin(to))) fetched += 1;
  };
  page.on('response', count);
  await page.evaluate(
    ({ id, title }) => {
      const marks: SwitchMarks = { clickedAt: null, paintedAt: null };
      (window as unknown as { __switch: SwitchMarks }).__switch = marks;
      document.addEventListener('click', (event) => (marks.clickedAt = event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const heading = document.querySelector(`[data-area="${id}"] h1`);
        if (!heading?.textContent?.includes(title)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (marks.paintedAt = performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { id: to.id, title: to.titles.en },
  );
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: to.titles.en, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: to.titles.en }).waitFor();
  const marks = await page.waitForFunction(() => {
    const { clickedAt, paintedAt } = (window as unknown as { __switch: SwitchMarks }).__switch;
    return clickedAt !== null && paintedAt !== null ? paintedAt - clickedAt : null;
  });
  page.off('response', count);
  return { ms: (await marks.jsonValue()) as number, fetched };
}

/** Each screen's median LCP in each throttled pass, the spread between passes and the target. */
function printSpread(passes: readonly (readonly Row[])[]) {
  console.log(`\nThrottled LCP over ${passes.length} passes (each the median of ${RUNS} cold runs)`);
  console.log(
    `${'screen'.padEnd(30)}${passes.map((_, index) => `pass ${index + 1}`.padStart(9)).join('')}${'spread'.padStart(9)}${'worst'.padStart(9)}  target`,
  );
  passes[0]!.forEach((row, index) => {
    const lcps = passes.map((pass) => median(pass[index]!.loads.map((load) => load.lcpMs)));
    const worst = Math.max(...lcps);
    const target = row.label === '/login' ? LCP_TARGET_MS.login : LCP_TARGET_MS.signedIn;
    console.log(
      `${row.label.padEnd(30)}${lcps.map((lcp) => `${lcp} ms`.padStart(9)).join('')}${`${worst - Math.min(...lcps)} ms`.padStart(9)}` +
        `${`${worst} ms`.padStart(9)}  ≤ ${target} ms ${worst <= target ? 'met in every pass' : 'MISSED'}`,
    );
  });
}

test('front-end weight, requests and speed per first screen (issue "the shell loads like a page")', async ({ browser }) => {
  test.setTimeout(40 * 60_000);
  print('Loopback, production builds, brotli on the wire', await screens(browser));
  const passes: Row[][] = [];
  for (let pass = 1; pass <= THROTTLED_PASSES; pass += 1) {
    const rows = await screens(browser, SLOW_PROFILE);
    passes.push(rows);
    print(`Throttled pass ${pass}/${THROTTLED_PASSES}: CPU ×${SLOW_PROFILE.cpuRate}, 1.5 Mbps, ${SLOW_PROFILE.latencyMs} ms RTT`, rows);
  }
  printSpread(passes);

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/answers');
  await page.getByRole('heading', { level: 1, name: 'Answers' }).waitFor();
  // The shell preloads every area when the browser is idle after the first screen.
  await Promise.all(
    AREAS.filter((area) => area.id !== 'answers').map((area) =>
      page.waitForResponse((response) => response.url().startsWith(`${areaOrigin(area)}/`) && response.url().endsWith('remoteEntry.js'), {
        timeout: 30_000,
      }),
    ),
  );
  // ...and, once their manifests are read, each area's first chunk (preloaded, not run).
  const origins = AREAS.map((area) => `${areaOrigin(area)}/`);
  await page.waitForFunction(
    (wanted) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      return wanted.every((origin) => loaded.some((name) => name.startsWith(origin) && /__federation_expose_area\.[\w]+\.js$/.test(name)));
    },
    origins,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  console.log('\nSwitching areas, warm (the shell preloaded the areas while idle): click → heading painted, timed in the page');
  const order = ['observers', 'statistics', 'forms', 'notifications', 'answers'];
  for (const id of order) {
    const to = AREAS.find((area) => area.id === id)!;
    const { ms, fetched } = await switchMs(page, to);
    console.log(`  → ${to.route.padEnd(16)} ${ms.toFixed(0).padStart(5)} ms   answers from the area's origin: ${fetched}`);
  }
  await context.close();
  console.log(
    `\nShell origin ${E2E_HOST_URL}. Budgets (budgets.ts, checked in npm test): /login ≤ ${LOGIN_BUDGET.kib} KiB;` +
      ` each first signed-in screen ≤ ${SIGNED_IN_SCREEN_BUDGET.kib} KiB in ≤ ${SIGNED_IN_SCREEN_BUDGET.files} JS files;`,
  );
  console.log(
    `  areas: ${Object.entries(AREA_BUDGETS)
      .map(([id, budget]) => `${id} ≤ ${budget.kib} KiB`)
      .join(', ')}.`,
  );
  console.log('Targets: /login ≤ 190 KiB on the wire; LCP throttled ≤ 2.5 s (/login ≤ 1.5 s) in every pass, on loopback ≤ 1.0 s;');
  console.log('  area switch ≤ 300 ms warm.');
});
