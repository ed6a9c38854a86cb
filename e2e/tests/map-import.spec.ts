/**
 * The organizer's "Import station locations" page (issue 24), in each language: a file with bad
 * rows writes nothing and lists each row's problem in the reader's words; a good file says how
 * many stations it wrote, and the panel shows the new address. The page reflows at 320 px.
 */
import { expect, test } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { signIn, staffToken } from '../support/session';
import { expectNoAxeViolations } from '../support/axe';
import { AREA_LOAD_MS } from '../support/answers';
import { expectNoHorizontalScroll, mapTexts, quietStation } from '../support/map';

function csvFile(lines: string[]) {
  return { name: 'locations.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

for (const language of ['en', 'ro'] as const) {
  test(`station locations: a bad file writes nothing and says why per row, a good one is written (${language})`, async ({
    page,
    request,
  }) => {
    const { t } = mapTexts(language);
    const staff = await staffToken(request, ORGANIZER);
    const { county, station } = await quietStation(request, staff);
    await signIn(page, ORGANIZER, language);
    await page.goto('/map?view=table');
    await expect(page.getByRole('heading', { level: 1, name: t('title'), exact: true })).toBeVisible({ timeout: AREA_LOAD_MS });
    await page.getByRole('link', { name: t('import.link') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('import.title') })).toBeVisible({ timeout: AREA_LOAD_MS });
    await expectNoAxeViolations(page, `import page (${language})`);

    const file = page.getByLabel(new RegExp(`^${t('import.file')}`));
    const header = 'County,Number,Address,Latitude,Longitude';
    await file.setInputFiles(csvFile([header, `ZZ,1,Nowhere,45.1,25.1`, `${county.code},${station.number},Școala 1,40.1,25.1`]));
    await page.getByRole('button', { name: t('import.submit') }).click();
    const report = page.getByRole('heading', { name: t('import.rows.title', { count: 2, total: 2 }) });
    await expect(report).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(page.getByRole('cell', { name: t('import.rows.codes.county_unknown') })).toBeVisible();
    await expect(page.getByRole('cell', { name: t('import.rows.codes.coordinate_outside') })).toBeVisible();
    await expectNoAxeViolations(page, `import row report (${language})`);
    // 320 px: the form and the row report reflow without a horizontal scroll.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(report).toBeVisible();
    await expectNoHorizontalScroll(page, 'import page with its row report');
    await page.setViewportSize({ width: 1280, height: 720 });

    const address = `Școala Gimnazială ${language} ${Date.now()}`;
    await file.setInputFiles(
      csvFile([header, `${county.code};${station.number};${address};${station.lat};${station.lon}`.replace(/;/g, ',')]),
    );
    await expect(report).toBeHidden();
    await page.getByRole('button', { name: t('import.submit') }).click();
    await expect(page.getByText(t('import.success', { count: 1, total: 1 })).first()).toBeVisible({ timeout: AREA_LOAD_MS });

    await page.goto(`/map?view=table&county=${county.code}&station=${station.id}`);
    await expect(page.locator('.obs-map-panel').getByText(address)).toBeVisible({ timeout: AREA_LOAD_MS });
  });
}
