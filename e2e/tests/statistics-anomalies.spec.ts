import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { largestCounty, randomStation } from '../support/answers';
import { AREA_LOAD_MS, answerBallotBox, expectNoSidewaysScroll, signIn } from '../support/statistics';
import { staffToken } from '../support/session';

interface AnomalyRow {
  readonly label: string;
  readonly countyCode: string;
  readonly pollingStationNumber?: number;
  readonly reasons: { readonly code: string; readonly params: Record<string, unknown> }[];
}

/** The whole station ranking as the staff member sees it (the API's largest page). */
async function ranking(request: APIRequestContext, token: string): Promise<AnomalyRow[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/statistics/anomalies`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { level: 'station', page: 1, pageSize: 1000 },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: AnomalyRow[] }).data;
}

test('the anomaly ranking names the stations that stand out and says why, in both languages, with links to the threads', async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await staffToken(request, NGO_ADMIN);
  // Two observers at one new station disagree on "Was the ballot box sealed?".
  const county = await largestCounty(request, staff);
  const station = randomStation(county.limit);
  await answerBallotBox(request, staff, { countyCode: county.code, station }, 'Yes');
  await answerBallotBox(request, staff, { countyCode: county.code, station }, 'No');
  const ours = (row: AnomalyRow) => row.countyCode === county.code && row.pollingStationNumber === station;
  // Figures may be held a little while data pours in: wait until the API ranks the new station.
  let rows: AnomalyRow[] = [];
  await expect(async () => {
    rows = await ranking(request, staff);
    expect(rows.some(ours)).toBe(true);
  }).toPass({ timeout: 90_000 });
  expect(rows.length, 'the demo plants three stations that stand out').toBeGreaterThanOrEqual(3);
  const pageOfOurs = Math.floor(rows.findIndex(ours) / 20) + 1;

  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/statistics');
  const card = page.getByRole('region', { name: 'Stations that stand out' });
  await expect(card.getByRole('list', { name: 'Stations that stand out' }).locator(':scope > li')).toHaveCount(3, {
    timeout: AREA_LOAD_MS,
  });
  await card.getByRole('link', { name: 'See the whole ranking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stations that stand out' })).toBeVisible();
  const list = page.getByRole('main').getByRole('list', { name: 'Stations that stand out' });
  const firstThree = list.locator(':scope > li').filter({ has: page.locator('.obs-statistics-reasons li') });
  await expect(list.locator(':scope > li').first()).toBeVisible({ timeout: AREA_LOAD_MS });
  for (let index = 0; index < 3; index += 1) {
    await expect(firstThree.nth(index).locator('.obs-statistics-reasons li').first()).toHaveText(
      /(× the county's flag rate over \d+ answers|observers? disagrees? on|urgent notes? within \d+ min)/,
    );
  }
  await expectNoAxeViolations(page, 'the anomaly ranking (en)');

  if (pageOfOurs > 1) await page.goto(`/statistics/anomalies?page=${pageOfOurs}`);
  const row = list.locator(':scope > li').filter({ has: page.getByRole('heading', { name: new RegExp(` ${station}$`) }) });
  await expect(row.filter({ hasText: '2 observers disagree on E1-1' })).toHaveCount(1, { timeout: AREA_LOAD_MS });

  // Its link, by keyboard, lists the station's threads that answered the question.
  const link = row
    .filter({ hasText: '2 observers disagree on E1-1' })
    .getByRole('link', { name: /See the threads/ })
    .first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`county=${county.code}&pollingStationNumber=${station}&questionId=\\d+`));
  await expect(page.locator('[data-area="answers"] ol.obs-answers-threads > li > a')).toHaveCount(2, { timeout: AREA_LOAD_MS });
});

test('the anomaly ranking in Romanian at 320 px, by county too', async ({ page }) => {
  test.slow();
  await signIn(page, NGO_ADMIN, 'ro');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/statistics/anomalies');
  await expect(page.getByRole('heading', { level: 1, name: 'Secții care ies în evidență' })).toBeVisible({ timeout: AREA_LOAD_MS });
  const ro = page.getByRole('main').getByRole('list', { name: 'Secții care ies în evidență' });
  await expect(ro.locator('.obs-statistics-reasons li').first()).toHaveText(
    /(rata de semnalări a județului|răspund diferit la|urgente? în \d+ min)/,
    {
      timeout: AREA_LOAD_MS,
    },
  );
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'the anomaly ranking (ro, 320 px)');
  await page.getByLabel('Ordonează', { exact: true }).selectOption('county');
  await expect(page).toHaveURL(/level=county/);
  await expect(ro.locator(':scope > li').first()).toBeVisible({ timeout: AREA_LOAD_MS });
  await expectNoSidewaysScroll(page);
});
