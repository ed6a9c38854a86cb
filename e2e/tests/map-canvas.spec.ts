/**
 * The map itself, not only its table, opens a station's panel (issue 24): by keyboard (Enter on
 * the point under the centre's cross, the map focused) and by a click on the point. The stations
 * list is narrowed to the one station (the real API's row) so the map, fitting the county, centres
 * on it; its panel is the real API's.
 */
import { expect, test } from '@playwright/test';
import { NGO_ADMIN, E2E_API_URL } from '../support/topology';
import { signIn, staffToken } from '../support/session';
import { AREA_LOAD_MS } from '../support/answers';
import { mapTexts, quietStation } from '../support/map';

for (const language of ['en', 'ro'] as const) {
  test(`a station's panel opens from the map canvas by Enter and by click (${language})`, async ({ page, request }) => {
    const { t } = mapTexts(language);
    const staff = await staffToken(request, NGO_ADMIN);
    const { county, station } = await quietStation(request, staff);
    const row = await request.get(`${E2E_API_URL}/api/v1/map/stations`, {
      headers: { Authorization: `Bearer ${staff}` },
      params: { county: county.code },
    });
    const lone = ((await row.json()) as { id: number }[]).filter((item) => item.id === station.id);
    expect(lone).toHaveLength(1);
    await page.route('**/api/v1/map/stations', (route) => route.fulfill({ status: 200, json: lone }));

    await signIn(page, NGO_ADMIN, language);
    await page.goto(`/map?county=${county.code}`);
    const map = page.getByRole('application', { name: t('map.label') });
    await expect(map).toBeVisible({ timeout: AREA_LOAD_MS });
    const panel = page.locator('.obs-map-panel');
    const title = panel.getByRole('heading', { name: t('panel.title', { number: station.number }) });

    // Keyboard: the map takes focus; Enter opens the station under the centre's cross.
    await map.focus();
    await expect(map).toBeFocused();
    await expect(async () => {
      await page.keyboard.press('Enter');
      await expect(title).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: AREA_LOAD_MS });
    await expect(page).toHaveURL(new RegExp(`[?&]station=${station.id}(&|$)`));

    // Mouse: closed, then opened again by a click on the point.
    await panel.getByRole('button', { name: t('panel.close') }).click();
    await expect(title).toBeHidden();
    await map.click();
    await expect(title).toBeVisible({ timeout: AREA_LOAD_MS });
  });
}
