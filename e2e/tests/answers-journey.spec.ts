/**
 * Issue 11's "Done when", once in each language: a person signs in, finds the urgent threads of a
 * county, opens one, reads its answers, note and photo, marks it handled, reloads and lands in the
 * same place, and downloads the spreadsheet. Every label comes from the catalogues, so both runs
 * check the same journey in the words each language shows.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { useLanguage } from '../support/session';
import { AREA_LOAD_MS, JPEG, answersTexts, createThread, staffToken, storedFollowUp, unzip } from '../support/answers';

const NOTES = {
  en: 'Queue at the entrance, the seals were broken.',
  ro: 'Coadă la intrare, sigiliile erau rupte; ștampila lipsea.',
} as const;

for (const language of ['en', 'ro'] as const) {
  test(`the whole journey (${language}): sign in, a county's urgent threads, read a thread, mark it handled, reload, download`, async ({
    page,
    request,
  }) => {
    const { t, shell } = answersTexts(language);
    const staff = await staffToken(request, NGO_ADMIN);
    const thread = await createThread(request, staff, {
      label: `Journey ${language}`,
      flagged: true,
      notes: [{ text: NOTES[language], onQuestion: true, files: [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG }] }],
    });
    const area = page.locator('[data-area="answers"]');
    const pane = area.locator('.obs-answers-pane');
    const row = area.locator('ol.obs-answers-threads > li > a').filter({ hasText: thread.observer.name });

    // Signs in with the form; the answers are the first screen.
    await useLanguage(page, language);
    await page.goto('/login');
    await page.getByLabel(shell('login.username')).fill(NGO_ADMIN.user);
    await page.locator('input[autocomplete="current-password"]').fill(NGO_ADMIN.password);
    await page.getByRole('button', { name: shell('login.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('title'), exact: true })).toBeVisible({ timeout: AREA_LOAD_MS });

    // The urgent threads of the thread's county (its station narrows them to a few).
    await area.getByRole('link', { name: t('urgent.showUrgent') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('urgent.title') })).toBeVisible();
    const filters = page.getByRole('search', { name: t('filters.label') });
    await filters.getByLabel(t('filters.county')).selectOption(thread.countyCode);
    await filters.getByLabel(t('filters.station')).fill(String(thread.station));
    await filters.getByRole('button', { name: t('filters.submit'), exact: true }).click();
    await expect(row).toHaveCount(1);
    const county = `${thread.countyName} (${thread.countyCode})`;
    await expect(row).toContainText(t('list.where', { county, number: thread.station }));
    await expect(row).toContainText(t('marks.urgent'));

    // Opens it beside the list.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/urgents/details/${thread.observerId}/${thread.pollingStationId}\\?`));
    const heading = pane.getByRole('heading', { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toContainText(thread.pollingStationName);
    await expect(heading).toContainText(thread.observer.name);

    // The answers: the tab says what it holds, the flagged answer is marked in words.
    const firstTab = pane.getByRole('tab').first();
    await expect(firstTab).toHaveAttribute('aria-selected', 'true');
    await expect(firstTab).toContainText(`(${thread.formCode})`);
    await expect(firstTab).toContainText(`${t('details.tabAnswered', { count: 1 })}, ${t('details.tabFlagged', { count: 1 })}`);
    const question = pane.getByRole('article', { name: new RegExp(thread.questionCode) });
    await expect(question.getByText(t('details.flaggedQuestion'))).toBeVisible();
    const flagged = question.locator('.obs-answers-option--flagged');
    await expect(flagged).toContainText(t('details.chosen'));
    await expect(flagged).toContainText(t('marks.flagged'));

    // The note under its question, and its photo at full size.
    const note = question.locator('.obs-answers-note');
    await expect(note).toContainText(NOTES[language]);
    const photo = t('notes.photo', { position: 1, count: 1 });
    const thumbnail = note.getByRole('img', { name: photo });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
    await note.getByRole('button', { name: photo }).click();
    const dialog = page.getByRole('dialog', { name: photo });
    await expect(dialog.getByRole('img', { name: photo })).toBeVisible();
    expect(await dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Marks it handled: at once on screen, stored by the API.
    const followUp = pane.getByRole('region', { name: t('followUp.title') });
    await expect(followUp).toContainText(t('followUp.neverSet'));
    await followUp.getByRole('button', { name: t('followUp.action.resolved') }).click();
    await expect(followUp.getByRole('button', { name: t('followUp.action.resolved') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: t('followUp.saved', { status: t('followUp.status.resolved') }) })).toHaveCount(
      1,
    );
    await expect(row).toContainText(t('followUp.status.resolved'));
    await expect.poll(() => storedFollowUp(request, staff, thread)).toEqual({ followUp: 'resolved', followUpBy: NGO_ADMIN.user });

    // A reload lands in the same place: the same filtered list, the same thread, its status kept.
    const address = page.url();
    await page.reload();
    await expect(heading).toContainText(thread.observer.name, { timeout: AREA_LOAD_MS });
    expect(page.url()).toBe(address);
    await expect(page.getByRole('heading', { level: 1, name: t('urgent.title') })).toBeVisible();
    await expect(filters.getByLabel(t('filters.county'))).toHaveValue(thread.countyCode);
    await expect(row).toHaveAttribute('aria-current', 'page');
    const reloaded = pane.getByRole('region', { name: t('followUp.title') });
    await expect(reloaded.getByRole('button', { name: t('followUp.action.resolved') })).toHaveAttribute('aria-pressed', 'true');
    await expect(reloaded).toContainText(`${t('followUp.setBy')} ${NGO_ADMIN.user}`);

    // Downloads the spreadsheet of what the list shows, named as the spec has it.
    const download = area.getByRole('button', { name: t('download.answers.button') });
    await download.click();
    const confirm = page.getByRole('alertdialog', { name: t('download.answers.confirmTitle') });
    await expect(confirm).toContainText('answsers.xlsx');
    await expect(confirm.getByRole('listitem')).toHaveText([
      t('download.urgentOnly'),
      `${t('filters.county')}: ${county}`,
      `${t('filters.station')}: ${thread.station}`,
    ]);
    const arriving = page.waitForEvent('download');
    await confirm.getByRole('button', { name: t('download.confirm'), exact: true }).click();
    const file = await arriving;
    expect(file.suggestedFilename()).toBe('answsers.xlsx');
    const workbook = unzip(readFileSync((await file.path())!));
    expect(workbook.has('xl/workbook.xml')).toBe(true);
    expect([...workbook.values()].some((text) => text.includes(thread.observer.phone))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: t('download.done', { file: 'answsers.xlsx' }) })).toHaveCount(1);
    await expect(download).toBeFocused();

    // Closing the details puts the keyboard back on the thread's row.
    await pane.getByRole('link', { name: t('details.close') }).click();
    await expect(pane.getByRole('heading', { name: t('details.nothingSelected') })).toBeVisible();
    await expect(row).toBeFocused();
  });
}
