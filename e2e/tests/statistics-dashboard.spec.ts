import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  AREA_LOAD_MS,
  CARDS,
  card,
  cardRegion,
  readStatistic,
  recordStatisticsRequests,
  recordStatisticsResponses,
  rowsOf,
  sendFlaggedAnswer,
  signIn,
} from '../support/statistics';

async function openDashboard(page: Page, language: 'en' | 'ro' = 'en') {
  const token = await signIn(page, NGO_ADMIN, language);
  const calls = recordStatisticsRequests(page);
  await page.goto('/statistics');
  // The area's first load may take seconds on a busy machine: wait for what the person sees.
  await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Statistics' : 'Statistici' })).toBeVisible({
    timeout: AREA_LOAD_MS,
  });
  return { token, calls };
}

/** The seven ranked cards on screen (the shell has regions of its own, e.g. for toasts; the results and anomalies cards are not ranked figures). */
const cards = (page: Page) => page.locator('[data-area="statistics"] [data-statistic]');
const cardList = (page: Page, title: string) => cardRegion(page, title).getByRole('list', { name: title, exact: true });

// The tests of a file run in order in one worker (fullyParallel: false), so the flagged answer of
// the last test cannot change the figures the first one compares; the other statistics spec only
// reads opening and counting statistics, which an answer to the voting form does not touch.

test('the seven cards show the seeded data, one request of page size 5 each', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  const received = recordStatisticsResponses(page);
  const { calls } = await openDashboard(page);
  for (const info of CARDS) await expect(cardList(page, info.titles.en).locator(':scope > li')).toHaveCount(5);
  for (const info of CARDS) {
    // What the API answered the page is what the card shows, and it is the seeded data (not empty).
    await expect.poll(() => received.has(`${info.method} 1/5`)).toBe(true);
    const expected = received.get(`${info.method} 1/5`)!;
    expect(expected.data, info.key).toHaveLength(5);
    expect(await rowsOf(cardList(page, info.titles.en)), info.key).toEqual(expected.data);
  }

  expect([...calls].sort()).toEqual(CARDS.map((info) => `${info.method} 1/5`).sort());
  await expect(page.getByText(/^Updated at/)).toBeVisible();
  await expectNoAxeViolations(page, 'statistics dashboard (en)');
});

test('the complete list holds 20 rows fetched with page size 20; focus stays in it and comes back', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  const received = recordStatisticsResponses(page);
  const { calls } = await openDashboard(page);
  const info = card('sesizari-deschidere-judete');
  const opener = cardRegion(page, info.titles.en).getByRole('button', { name: `See complete list: ${info.titles.en}` });
  await expect(opener).toBeVisible();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: info.titles.en });
  const list = dialog.getByRole('list');
  await expect(list.locator(':scope > li')).toHaveCount(20);
  expect(calls.filter((call) => call.startsWith(info.method))).toEqual([`${info.method} 1/5`, `${info.method} 1/20`]);
  await expect.poll(() => received.get(`${info.method} 1/20`)?.data.length).toBe(20);
  expect(await rowsOf(list)).toEqual(received.get(`${info.method} 1/20`)!.data);
  await expectNoAxeViolations(page, 'complete list modal (en)');
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Its page reuses the 20 already held; back on the dashboard nothing is asked again within a minute.
  const before = calls.length;
  await opener.click();
  await dialog.getByRole('link', { name: "Open the statistic's page" }).click();
  await expect(page.getByRole('heading', { level: 1, name: info.titles.en })).toBeVisible();
  await expect(page.getByRole('list', { name: /highest first$/ }).locator(':scope > li')).toHaveCount(20);
  await page.getByRole('link', { name: 'Back to statistics' }).click();
  await expect(cardList(page, info.titles.en).locator(':scope > li')).toHaveCount(5);
  expect(calls.slice(before)).toEqual([]);

  // Nor after a visit to another area: the area keeps what it holds while the same person is signed in.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await nav.getByRole('link', { name: 'Statistics' }).click();
  for (const shown of CARDS) await expect(cardList(page, shown.titles.en).locator(':scope > li')).toHaveCount(5);
  expect(calls.slice(before)).toEqual([]);
});

test('a card whose method fails is hidden and the page says so, with Retry', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  const info = card('sesizari-numarare-judete');
  const failing = `**/api/v1/statistics/${info.method}?**`;
  await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }));
  await openDashboard(page);
  const alert = page.getByRole('alert').filter({ hasText: '1 statistic could not be loaded.' });
  await expect(alert).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(cardRegion(page, info.titles.en)).toHaveCount(0);
  await expectNoAxeViolations(page, 'statistics dashboard with a failed card (en)');
  await page.unroute(failing);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(cardRegion(page, info.titles.en)).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('in Romanian: translated cards, numbers and the complete list, all by keyboard', async ({ page }) => {
  // An axe scan takes seconds on a loaded machine: this test gets the longer timeout of slow tests.
  test.slow();
  await openDashboard(page, 'ro');
  for (const info of CARDS) await expect(cardRegion(page, info.titles.ro)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reîmprospătează' })).toBeVisible();
  await expectNoAxeViolations(page, 'statistics dashboard (ro)');
  const info = card('sesizari-sectii');
  const opener = cardRegion(page, info.titles.ro).getByRole('button', { name: `Vezi lista completă: ${info.titles.ro}` });
  // Keyboard only: Tab until the button has focus, then Enter.
  for (let step = 0; step < 40 && !(await opener.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: info.titles.ro });
  await expect(dialog.getByRole('list').locator(':scope > li')).toHaveCount(20);
  await expect(dialog.getByText(/^Primele 20 din \d+ de valori\./)).toBeVisible();
  await expectNoAxeViolations(page, 'complete list modal (ro)');
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test("a flagged answer sent by an observer moves its county's figure after Refresh", async ({ page }) => {
  const { token } = await openDashboard(page);
  const info = card('sesizari-judete');
  const list = cardList(page, info.titles.en);
  await expect(list.locator(':scope > li')).toHaveCount(5);
  // The top county stays on top when it gains an irregularity, so it stays on the card.
  const [top] = await rowsOf(list);
  const onApi = (await readStatistic(page.request, token, info.method, 1, 5)).data[0]!;
  expect(onApi).toEqual(top);

  await sendFlaggedAnswer(page.request, top!.label);
  // Nothing moves by itself before the minute is up...
  await expect(list.locator(':scope > li').first()).toContainText(`${top!.value} irregularities`);
  // ...and Refresh brings the new figure, in place.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect.poll(async () => (await rowsOf(list))[0]?.value ?? 0).toBeGreaterThanOrEqual(top!.value + 1);
  expect((await rowsOf(list))[0]?.label).toBe(top!.label);
  await expect(refresh).toBeFocused();
});
