import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import {
  AREA_LOAD_MS,
  createThread,
  expectNoAxeViolations,
  largestCounty,
  listUrl,
  randomStation,
  signIn,
  staffToken,
  waitForArea,
} from '../support/answers';

const threadLinks = (page: import('@playwright/test').Page) => page.locator('[data-area="answers"] ol.obs-answers-threads > li > a');

test('the list filters by county and observer phone, keeps the filter in the address over a reload, and resets', async ({
  page,
  request,
}) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Filter', flagged: true });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/answers');
  await waitForArea(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
  await expect(threadLinks(page)).toHaveCount(20, { timeout: AREA_LOAD_MS });

  const filters = page.getByRole('search', { name: 'Filter answers' });
  await filters.getByLabel('County').selectOption(thread.countyCode);
  await filters.getByLabel('Observer phone').fill(thread.observer.phone);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`county=${thread.countyCode}&phoneObserver=${thread.observer.phone}$`));
  await expect(threadLinks(page)).toHaveCount(1);
  const row = threadLinks(page).first();
  await expect(row).toContainText(thread.pollingStationName);
  await expect(row).toContainText(thread.observer.name);
  await expect(row).toContainText(`County ${thread.countyName} (${thread.countyCode}), station ${thread.station}`);
  await expect(row).toContainText('Urgent');
  await expectNoAxeViolations(page, 'the filtered answers list (en)');

  await page.reload();
  await expect(threadLinks(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByLabel('Observer phone')).toHaveValue(thread.observer.phone);
  await expect(page.getByLabel('County')).toHaveValue(thread.countyCode);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/answers$/);
  await expect(threadLinks(page)).toHaveCount(20);
  await expect(page.getByLabel('Observer phone')).toHaveValue('');
});

test('the urgent list (ro): only threads with a flagged answer, its own heading, details under /urgents', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const county = await largestCounty(request, staff);
  const station = randomStation(county.limit);
  const urgent = await createThread(request, staff, { label: 'Urgent', flagged: true, station });
  const calm = await createThread(request, staff, { label: 'Calm', flagged: false, station });
  await signIn(page, NGO_ADMIN, 'ro');
  // The host's urgent-answers route leads here.
  await page.goto(`/urgent-answers`);
  await expect(page).toHaveURL(/\/answers\?urgente=true$/);
  await waitForArea(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Răspunsuri urgente' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filtrează răspunsurile' });
  await filters.getByLabel('Județ').selectOption(county.code);
  await filters.getByLabel('Numărul secției de votare').fill(String(station));
  await filters.getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(new RegExp(`urgente=true&county=${county.code}&pollingStationNumber=${station}`));
  const row = threadLinks(page).filter({ hasText: urgent.observer.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Urgent');
  await expect(threadLinks(page).filter({ hasText: calm.observer.name })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the urgent list (ro)');

  // On the whole list both threads show, the calm one without the urgent mark.
  await page.getByRole('link', { name: 'Arată toate răspunsurile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Răspunsuri' })).toBeVisible();
  await expect(threadLinks(page).filter({ hasText: calm.observer.name })).not.toContainText('Urgent');
  await page.goBack();

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/urgents/details/${urgent.observerId}/${urgent.pollingStationId}\\?county=`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(urgent.observer.name) })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Răspunsuri urgente' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(urgent.observer.name) })).toBeVisible({ timeout: 30_000 });
  await expect(threadLinks(page).filter({ hasText: urgent.observer.name })).toHaveAttribute('aria-current', 'page');
});

test('dates are checked as typed, and a filter that matches nothing says so', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Dates' });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(listUrl(thread));
  await waitForArea(page);
  await expect(threadLinks(page)).toHaveCount(1, { timeout: AREA_LOAD_MS });
  const from = page.getByRole('textbox', { name: /^From/ });
  await expect(from).toHaveAttribute('placeholder', 'yyyy-MM-dd hh:mm');
  await from.fill('18.05.2026 8:00');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Write the date as yyyy-MM-dd hh:mm, e.g. 2026-05-18 08:30 (the time may be left out).')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'a filter refused on its field');
  // A range in the past, before the thread: nothing matches.
  await from.fill('2020-01-01 08:00');
  await page.getByRole('textbox', { name: /^To/ }).fill('2020-01-01 09:00');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('heading', { name: 'No answers match these filters' })).toBeVisible();
  await expect(page).toHaveURL(/from=2020-01-01\+08%3A00&to=2020-01-01\+09%3A00/);
  await expectNoAxeViolations(page, 'an empty answers list');
});

test('new threads are announced without moving the rows, and shown when asked (live updates)', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const county = await largestCounty(request, staff);
  const station = randomStation(county.limit);
  await createThread(request, staff, { label: 'Live one', station });
  await signIn(page, NGO_ADMIN, 'en');
  await page.clock.install();
  await page.goto(`/answers?county=${county.code}&pollingStationNumber=${station}`);
  await waitForArea(page);
  await expect(threadLinks(page).first()).toBeVisible({ timeout: AREA_LOAD_MS });
  const before = await threadLinks(page).count();
  const firstRow = await threadLinks(page).first().boundingBox();

  const second = await createThread(request, staff, { label: 'Live two', station });
  await page.clock.fastForward(31_000);
  const banner = page.getByRole('button', { name: '1 new or updated thread: show it' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 new or updated thread' })).toHaveCount(1);
  // The rows under the reader's pointer did not move.
  expect(await threadLinks(page).count()).toBe(before);
  expect((await threadLinks(page).first().boundingBox())?.y).toBe(firstRow?.y);
  await banner.click();
  await expect(threadLinks(page).filter({ hasText: second.observer.name })).toHaveCount(1);
  await expect(banner).toBeHidden();
});

test('a narrow window (320 px) stacks the details under the list, without sideways scrolling', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Narrow', flagged: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(`/answers/details/${thread.observerId}/${thread.pollingStationId}?phoneObserver=${thread.observer.phone}`);
  await waitForArea(page);
  await expect(page.getByRole('tab').first()).toBeVisible({ timeout: AREA_LOAD_MS });
  const area = page.locator('[data-area="answers"]');
  const overflow = await area.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const list = await page.locator('.obs-answers-list').boundingBox();
  const pane = await page.locator('.obs-answers-pane').boundingBox();
  expect(pane!.y).toBeGreaterThan(list!.y + list!.height - 1);
});

test('coming back from another area within the minute shows the held threads without asking again', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/answers');
  await waitForArea(page);
  await expect(threadLinks(page)).toHaveCount(20, { timeout: AREA_LOAD_MS });
  const first = await threadLinks(page).first().textContent();
  // What the list costs: its page of threads and the counties (the live check asks pageSize=1).
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const listPage = url.pathname === '/api/v1/answers' && url.searchParams.get('pageSize') !== '1';
    if (listPage || url.pathname === '/api/v1/county') asked.push(url.pathname + url.search);
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await nav.getByRole('link', { name: 'Answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible();
  await expect(threadLinks(page)).toHaveCount(20);
  await expect(threadLinks(page).first()).toHaveText(first!);
  await expect(page.getByLabel('County')).toBeEnabled();
  expect(asked).toEqual([]);
});
