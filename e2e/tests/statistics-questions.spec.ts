import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { largestCounty, randomStation } from '../support/answers';
import { AREA_LOAD_MS, answerBallotBox, ballotBoxQuestion, expectNoSidewaysScroll, signIn } from '../support/statistics';
import { staffToken } from '../support/session';

const threadLinks = (page: Page) => page.locator('[data-area="answers"] ol.obs-answers-threads > li > a');
const sealedQuestion = (page: Page) => page.getByRole('article', { name: 'E1-1 Was the ballot box sealed?' });

test('a form’s results: answers sent by observers change the counts after a refresh, and “No” leads to exactly those threads', async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await staffToken(request, NGO_ADMIN);
  const { form } = await ballotBoxQuestion(request, staff);
  const county = await largestCounty(request, staff);
  // A station of our own: the counts there are what this test sent.
  const station = randomStation(county.limit);
  const first = await answerBallotBox(request, staff, { countyCode: county.code, station }, 'No');

  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/statistics');
  const results = page.getByRole('region', { name: 'Answers per question' });
  await results.getByRole('link', { name: `E ${form.description}` }).click({ timeout: AREA_LOAD_MS });
  await expect(page.getByRole('heading', { level: 1, name: `Results: E ${form.description}` })).toBeVisible();
  await expect(sealedQuestion(page)).toBeVisible({ timeout: AREA_LOAD_MS });

  const filters = page.getByRole('search', { name: 'Filter the results' });
  await filters.getByLabel('County').selectOption(county.code);
  await filters.getByLabel('From polling station').fill(String(station));
  await filters.getByLabel('To polling station').fill(String(station));
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`county=${county.code}&fromPollingStationNumber=${station}&toPollingStationNumber=${station}`));
  const bars = sealedQuestion(page).getByRole('list').getByRole('link');
  await expect(sealedQuestion(page)).toContainText('1 thread answered.');
  await expect(bars.nth(1)).toHaveText('No1 thread (100%), 1 flagged');
  await expectNoAxeViolations(page, 'a form’s results (en)');

  // A second observer at the station says Yes; the figures change after a refresh (statistics may be held a little while data pours in).
  const second = await answerBallotBox(request, staff, { countyCode: county.code, station }, 'Yes');
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sealedQuestion(page)).toContainText('2 threads answered.', { timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(bars.nth(0)).toHaveText('Yes1 thread (50%)');
  await expect(bars.nth(1)).toHaveText('No1 thread (50%), 1 flagged');

  // The table view beside the bars, then the bar "No" to exactly its threads.
  await sealedQuestion(page).getByRole('button', { name: 'Table' }).click();
  await expect(sealedQuestion(page).getByRole('row').nth(2)).toContainText('No');
  await sealedQuestion(page).getByRole('button', { name: 'Bars' }).click();
  await bars.nth(1).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Answers' })).toBeVisible({ timeout: AREA_LOAD_MS });
  const linked = page.getByRole('region', { name: 'Filters from a link' });
  await expect(linked).toContainText('Answered E1-1 Was the ballot box sealed? with “No”');
  await expect(linked).toContainText(`Polling stations ${station} to ${station}`);
  await expect(threadLinks(page)).toHaveCount(1, { timeout: AREA_LOAD_MS });
  await expect(threadLinks(page).first()).toContainText(first.name);
  await expect(page.getByText(second.name)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the answers list from a bar (en)');

  // Removing the answer filter lists both threads of the station.
  await linked.getByRole('button', { name: 'Remove the filter on the answer' }).click();
  await expect(threadLinks(page)).toHaveCount(2);
});

test('a form’s results in Romanian, by keyboard, at 320 px: filters refused in words, the image and CSV downloads', async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await staffToken(request, NGO_ADMIN);
  const { form } = await ballotBoxQuestion(request, staff);
  await signIn(page, NGO_ADMIN, 'ro');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/statistics/forms/${form.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Rezultate: E ${form.description}` })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(sealedQuestion(page)).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(sealedQuestion(page)).toContainText(/Au răspuns [\d.]+ (de )?fire\./);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'a form’s results (ro, 320 px)');

  // Keyboard alone: a backward station range is refused on its field, and what was typed stays.
  const filters = page.getByRole('search', { name: 'Filtrează rezultatele' });
  await filters.getByLabel('De la secția de votare').focus();
  await page.keyboard.type('20');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await filters.getByRole('button', { name: 'Aplică filtrele' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ultima secție de votare nu poate fi înaintea primei.')).toBeVisible();
  await expect(filters.getByLabel('Până la secția de votare')).toHaveValue('10');
  await expect(page).toHaveURL(new RegExp(`/statistics/forms/${form.id}$`));

  const image = page.waitForEvent('download');
  await sealedQuestion(page).getByRole('button', { name: 'Descarcă imaginea (SVG) pentru E1-1' }).focus();
  await page.keyboard.press('Enter');
  expect((await image).suggestedFilename()).toBe('E1-1.svg');
  const csv = page.waitForEvent('download');
  await sealedQuestion(page).getByRole('button', { name: 'Descarcă CSV pentru E1-1' }).click();
  expect((await csv).suggestedFilename()).toBe('E1-1.csv');
});
