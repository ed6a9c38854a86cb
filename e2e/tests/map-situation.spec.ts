/**
 * Issue 24's "Done when", in each language: a station nobody of the NGO is at turns present,
 * urgent and resolved on the map as observers check in and report through the observer endpoints
 * (the mobile app's), seen after a refresh with the panel kept open; the panel's thread link leads
 * into the answers area; the table lists and exports the uncovered stations and reaches the same
 * panel and thread by keyboard alone. Every word comes from the catalogues.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { signIn, staffToken } from '../support/session';
import { expectNoAxeViolations } from '../support/axe';
import { AREA_LOAD_MS } from '../support/answers';
import { checkIn, expectNoHorizontalScroll, mapTexts, newObserver, quietStation, reportUrgent, resolveThread } from '../support/map';

/** The outlines the e2e API serves when the deployment data sits beside the checkout (globalSetup). */
const OUTLINES = existsSync(path.resolve(__dirname, '..', '..', '..', 'shared', 'geo', 'ro-counties.geojson'));

/** One poll (30 s) and the time a loaded machine takes to draw it. */
const REFRESH_MS = 60_000;

for (const language of ['en', 'ro'] as const) {
  test(`a station turns present, urgent and resolved on the map; panel, thread, table and export (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { t } = mapTexts(language);
    const staff = await staffToken(request, NGO_ADMIN);
    const { county, station } = await quietStation(request, staff);
    const panel = page.locator('.obs-map-panel');
    const stateLine = panel.locator('p > strong').first();

    await signIn(page, NGO_ADMIN, language);
    await page.goto(`/map?county=${county.code}&station=${station.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t('title'), exact: true })).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(panel.getByRole('heading', { name: t('panel.title', { number: station.number }) })).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(stateLine).toHaveText(t('states.none'));
    await expect(page.getByRole('application', { name: t('map.label') })).toBeVisible();
    // The outlines' credit on the map, or that there are none.
    await expect(page.getByText(OUTLINES ? t('map.attribution') : t('map.noOutlines'))).toBeVisible({ timeout: AREA_LOAD_MS });
    await expectNoAxeViolations(page, `map and panel (${language})`);

    // Checked in through the observer endpoint: the next poll (no click) shows it, the panel kept open.
    const { observer, token } = await newObserver(request, staff, `Map ${language}`);
    await checkIn(request, token, county.code, station.number);
    await expect(stateLine).toHaveText(t('states.present'), { timeout: REFRESH_MS });
    await expect(panel.getByText(observer.name)).toBeVisible();

    await reportUrgent(request, token, county.code, station.number);
    await page.getByRole('button', { name: t('refresh.now') }).click();
    await expect(stateLine).toHaveText(t('states.urgent'), { timeout: REFRESH_MS });
    await expect(panel.getByRole('link', { name: t('panel.threadOpen', { name: observer.name }) })).toBeVisible();

    await resolveThread(request, staff, observer, station.id);
    await page.getByRole('button', { name: t('refresh.now') }).click();
    await expect(stateLine).toHaveText(t('states.resolved'), { timeout: REFRESH_MS });

    // The thread link leads into the answers area's details.
    await panel.getByRole('link', { name: t('panel.threadResolved', { name: observer.name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/urgents/details/${observer.id}/${station.id}$`));
    await expect(page.locator('[data-area="answers"]').getByText(observer.name).first()).toBeVisible({ timeout: AREA_LOAD_MS });

    // The table: the county's stations, the uncovered ones exported as CSV.
    await page.goto(`/map?view=table&county=${county.code}`);
    const stationsTable = page.getByRole('heading', { name: t('table.stationsTitle', { county: county.name }) });
    await expect(stationsTable).toBeVisible({ timeout: AREA_LOAD_MS });
    await expectNoAxeViolations(page, `table (${language})`);
    const exportButton = page.locator('.obs-map-main > .obs-stack > .obs-toolbar').getByRole('button');
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe([t('csv.county'), t('csv.number'), t('csv.state'), t('csv.latitude'), t('csv.longitude')].join(','));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line, index) => index === 0 || line.startsWith(`${county.code},`))).toBe(true);
    expect(
      lines.some((line) => line.startsWith(`${county.code},${station.number},`)),
      'the covered station is not exported',
    ).toBe(false);

    // By keyboard alone from the table: open the station's panel, then its thread.
    const openButton = page.getByRole('button', { name: t('table.open', { county: county.code, number: station.number }) });
    await openButton.focus();
    await page.keyboard.press('Enter');
    const title = panel.getByRole('heading', { name: t('panel.title', { number: station.number }) });
    await expect(title).toBeFocused({ timeout: AREA_LOAD_MS });
    await expectNoAxeViolations(page, `table with the panel (${language})`);
    const threadLink = panel.getByRole('link', { name: t('panel.threadResolved', { name: observer.name }) });
    for (let presses = 0; presses < 10 && !(await threadLink.evaluate((link) => link === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(threadLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/urgents/details/${observer.id}/${station.id}$`));

    // 320 px: the table and the map reflow without a horizontal scroll.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/map?view=table&county=${county.code}`);
    await expect(stationsTable).toBeVisible({ timeout: AREA_LOAD_MS });
    await expectNoHorizontalScroll(page, 'table');
    await page.goto(`/map?county=${county.code}`);
    await expect(page.getByRole('application', { name: t('map.label') })).toBeVisible({ timeout: AREA_LOAD_MS });
    await expectNoHorizontalScroll(page, 'map');
  });
}
