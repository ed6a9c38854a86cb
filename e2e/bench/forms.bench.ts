import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, ORGANIZER, areaOrigin } from '../support/topology';
import { signIn } from '../support/session';
import { createForm, uniqueCode } from '../support/forms';
import type { SectionSpec } from '../support/forms';

const FORMS = AREAS.find((area) => area.id === 'forms')!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const QUESTIONS = 60;
const RUNS = 5;

/** Three sections of 20 questions, four options each: the size of a real election-day form. */
function sixtyQuestions(code: string): SectionSpec[] {
  return [1, 2, 3].map((section) => ({
    code: `S${section}`,
    description: `Section ${section}`,
    questions: Array.from({ length: QUESTIONS / 3 }, (_, index) => ({
      code: `${code}-${section}-${index + 1}`,
      text: `Question ${index + 1} of section ${section}: was everything in order at the polling station?`,
      options: [{ text: 'Yes' }, { text: 'No', flagged: true }, { text: "Don't know" }, { text: 'Other', isFreeText: true }],
    })),
  }));
}

/** Every script served by the forms area's own origin. */
function recordScripts(page: Page) {
  const files = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (!response.url().startsWith(areaOrigin(FORMS)) || !/\.js(\?|$)/.test(response.url())) return;
    files.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  return files;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * In the page: from the click on Edit until the frame after the 60th question is on screen
 * (the form's requests on loopback included, and the editor's chunk if it is not there yet), in ms.
 */
function timeOpen(page: Page, title: string): Promise<number> {
  return page.evaluate(
    ({ rowTitle, count }) =>
      new Promise<number>((resolve) => {
        const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th bdi')?.textContent === rowTitle)!;
        const edit = row.querySelector<HTMLButtonElement>('.obs-split__main')!;
        const started = performance.now();
        const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('.obs-forms-question').length >= count) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        edit.click();
      }),
    { rowTitle: title, count: QUESTIONS },
  );
}

/** In the page: the next Enter's handling, from its keydown to the frame that shows the new order, in ms. */
function armMoveTimer(page: Page): Promise<void> {
  return page.evaluate(() => {
    const win = window as unknown as { __move?: Promise<number> };
    win.__move = new Promise<number>((resolve) => {
      document.addEventListener(
        'keydown',
        (event) => {
          const started = event.timeStamp;
          const list = document.querySelector('.obs-forms-questions__list')!;
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          });
          observer.observe(list, { childList: true, subtree: true, characterData: true });
        },
        { capture: true, once: true },
      );
    });
  });
}

test('forms area: the editor’s own JS, opening a 60-question form and a keyboard move in it (issue 12)', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('BENCH');
  const title = `Bench ${code}`;
  await createForm(page.request, token, { code, description: title, sections: sixtyQuestions(code) });
  const scripts = recordScripts(page);

  const opens: number[] = [];
  const moves: number[] = [];
  let listScripts: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/formulare?tab=draft');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 60_000 });
    // The pointer reaches Edit before it clicks: that starts loading the editor's chunk, as it does for a person.
    if (run === 0) {
      await page.waitForLoadState('networkidle');
      listScripts = [...scripts.keys()];
    }
    await row.locator('.obs-split__main').hover();
    opens.push(await timeOpen(page, title));
    await page.getByRole('heading', { level: 1, name: 'Edit form' }).waitFor();
    // Move the 10th question of section 1 down by one, from the keyboard.
    const button = page.getByRole('button', { name: `Move down: Question ${code}-1-${10 + run}` });
    await button.focus();
    await armMoveTimer(page);
    await page.keyboard.press('Enter');
    moves.push(await page.evaluate(() => (window as unknown as { __move: Promise<number> }).__move));
  }
  await page.waitForLoadState('networkidle');

  const own = [...scripts.entries()].filter(([url]) => !url.includes('remoteEntry'));
  const entry = [...scripts.entries()].filter(([url]) => url.includes('remoteEntry'));
  const gzip = (files: [string, Buffer][]) => files.reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0);
  const round = (values: number[]) => values.map((value) => Math.round(value)).join(', ');

  console.log('\nForms area benchmark (production builds on loopback, Chromium; gzip -9 of what the browser downloaded)');
  const list = own.filter(([url]) => listScripts.includes(url));
  console.log(`area's own JS (list + editor)        ${own.length} files, ${kib(gzip(own))} gzip (target <= 50 KiB)`);
  console.log(`  of which the list's first screen   ${list.length} files, ${kib(gzip(list))} gzip (the editor's chunk comes on intent)`);
  console.log(`  + remoteEntry.js (MF runtime)      ${kib(gzip(entry))} gzip`);
  for (const [url, body] of own) console.log(`    ${new URL(url).pathname.padEnd(52)} ${kib(gzipSync(body, { level: 9 }).length)}`);
  console.log(
    `open a ${QUESTIONS}-question form (Edit → all on screen)  median ${Math.round(median(opens))} ms (target <= 300)  [${round(opens)}]`,
  );
  console.log(
    `keyboard move of a question (Enter → new order on screen)  median ${Math.round(median(moves))} ms (target <= 50)  [${round(moves)}]`,
  );
  await context.close();
});
