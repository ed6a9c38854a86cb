import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { JPEG, createThread, detailsUrl, expectNoAxeViolations, signIn, staffToken, storedFollowUp, waitForArea } from '../support/answers';

const LONG_NOTE = `${'Coadă lungă la intrare, ștampile lipsă. '.repeat(6)}Sfârșitul notei.`;
const PDF = { name: 'proces-verbal.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%e2e\n') };

const pane = (page: Page) => page.locator('[data-area="answers"] .obs-answers-pane');

test('a thread opens from a link and after a reload: check-in, tabs, flagged answer, notes and photo (en)', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, {
    label: 'Details',
    flagged: true,
    notes: [
      { text: LONG_NOTE, onQuestion: true, files: [{ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: JPEG }] },
      { text: 'About the whole station.', files: [PDF] },
    ],
  });
  await signIn(page, NGO_ADMIN, 'en');
  for (const visit of ['link', 'reload'] as const) {
    if (visit === 'link') await page.goto(detailsUrl(thread));
    else await page.reload();
    await waitForArea(page);
    await expect(pane(page).getByRole('heading', { level: 2 })).toContainText(thread.pollingStationName, { timeout: 30_000 });
    await expect(pane(page).getByRole('heading', { level: 2 })).toContainText(thread.observer.name);
    await expect(page).toHaveURL(new RegExp(`/answers/details/${thread.observerId}/${thread.pollingStationId}$`));
  }
  const details = pane(page);
  await expect(details.getByText('Arrival', { exact: true }).locator('xpath=following-sibling::dd')).toContainText('18/05/2026');
  await expect(details.getByText('Woman president', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Yes');
  await expect(details.getByText('Departure', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Not recorded');
  const firstTab = details.getByRole('tab').first();
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await expect(firstTab).toContainText(`(${thread.formCode})`);

  const question = details.getByRole('article', { name: new RegExp(thread.questionCode) });
  await expect(question.getByText('Flagged answer')).toBeVisible();
  await expect(question.locator('.obs-answers-option--flagged')).toContainText('(chosen)');
  await expect(question.locator('.obs-answers-option--flagged')).toContainText('Flagged');
  await expect(details.getByText('Not answered').first()).toBeVisible();

  // The note under its question: cut at 185 characters, the rest on demand.
  const note = question.locator('.obs-answers-note');
  await expect(note.locator('.obs-answers-note__text')).toHaveText(`${Array.from(LONG_NOTE).slice(0, 185).join('')}…`);
  await note.getByRole('button', { name: 'Read the whole note' }).click();
  await expect(note.locator('.obs-answers-note__text')).toHaveText(LONG_NOTE);

  // The photo: a text alternative, and full size in a dialog.
  const thumbnail = note.getByRole('img', { name: 'Photo 1 of 1 attached to the note' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
  await expectNoAxeViolations(page, 'the details of a thread (en)');
  await note.getByRole('button', { name: 'Photo 1 of 1 attached to the note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo 1 of 1 attached to the note' });
  await expect(dialog.getByRole('img')).toBeVisible();
  // Full size: the photo's own 64 px, not stretched to the dialog.
  expect(await dialog.getByRole('img').evaluate((image) => image.getBoundingClientRect().width)).toBe(64);
  await expectNoAxeViolations(page, 'a note photo at full size');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The general note's PDF is a download link, never a video.
  const general = details.getByRole('region', { name: 'General notes' });
  await expect(general).toContainText('About the whole station.');
  const pdf = general.getByRole('link', { name: 'Download file 1 of 1 (PDF)' });
  await expect(pdf).toHaveAttribute('href', /\/files\/[0-9a-f]{32}\.pdf\?exp=\d+&sig=/);
  await expect(page.locator('video')).toHaveCount(0);

  // Notes can be hidden.
  await details.getByRole('button', { name: 'Notes (2)' }).click();
  await expect(details.locator('.obs-answers-note')).toHaveCount(0);
});

test('form tabs are chosen with the arrow keys, each form loaded once (ro)', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Tabs' });
  const forms: string[] = [];
  page.on('request', (sent) => {
    const match = /\/api\/v1\/form\/(\d+)$/.exec(new URL(sent.url()).pathname);
    if (match) forms.push(match[1]!);
  });
  await signIn(page, NGO_ADMIN, 'ro');
  await page.goto(detailsUrl(thread));
  await waitForArea(page);
  const tabs = pane(page).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
  await expect(pane(page).getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(pane(page).getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!);
  await expect(pane(page).getByRole('tabpanel').getByText('Fără răspuns').first()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(pane(page).getByRole('tabpanel').getByText('Răspuns semnalat')).toHaveCount(0);
  await expect(pane(page).getByText('Sosire', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the details of a thread (ro)');
  expect(new Set(forms).size).toBe(forms.length);
});

test('follow-up: marked resolved in one click, visible after a reload, with its history (en)', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Triage', flagged: true });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(`/answers?urgente=true&phoneObserver=${thread.observer.phone}`);
  await waitForArea(page);
  await page.getByRole('link', { name: new RegExp(thread.observer.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/urgents/details/${thread.observerId}/${thread.pollingStationId}`));
  const panel = pane(page).getByRole('region', { name: 'Follow-up' });
  await expect(panel).toContainText('Nobody has triaged this thread yet.');
  await panel.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(panel.getByRole('button', { name: 'Mark resolved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Follow-up saved: Resolved.' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: new RegExp(thread.observer.name) })).toContainText('Resolved');
  expect(await storedFollowUp(request, staff, thread)).toEqual({ followUp: 'resolved', followUpBy: NGO_ADMIN.user });

  await page.reload();
  const reloaded = pane(page).getByRole('region', { name: 'Follow-up' });
  await expect(reloaded).toContainText(`Set by ${NGO_ADMIN.user}`, { timeout: 30_000 });
  await expect(reloaded.getByRole('button', { name: 'Mark resolved' })).toHaveAttribute('aria-pressed', 'true');
  await reloaded.getByRole('button', { name: 'Show the history' }).click();
  // The thread's history from the audit trail: the one change, who made it and what it was.
  const history = reloaded.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expect(history.getByRole('listitem').first()).toContainText(`${NGO_ADMIN.user} changed the follow-up`);
  await expect(history.getByRole('listitem').first()).toContainText('resolved');
  await expectNoAxeViolations(page, 'the follow-up with its history');

  // The list filters by it.
  await page.goto(`/answers?followUp=resolved&phoneObserver=${thread.observer.phone}`);
  await expect(page.getByRole('link', { name: new RegExp(thread.observer.name) })).toContainText('Resolved', { timeout: 30_000 });
  await page.goto(`/answers?followUp=needed&phoneObserver=${thread.observer.phone}`);
  await expect(page.getByRole('heading', { name: 'No answers match these filters' })).toBeVisible({ timeout: 30_000 });
});

test('a failed follow-up change is undone and said, and the details say when the API is down', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Rollback', flagged: true });
  await signIn(page, NGO_ADMIN, 'en');
  await page.route('**/api/v1/answers/follow-up', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(detailsUrl(thread, false, `?phoneObserver=${thread.observer.phone}`));
  await waitForArea(page);
  const panel = pane(page).getByRole('region', { name: 'Follow-up' });
  await panel.getByRole('button', { name: 'Needs follow-up' }).click();
  await expect(panel.getByRole('alert')).toHaveText(/The follow-up could not be saved, so it was put back as it was\./);
  await expect(panel.getByRole('button', { name: 'No follow-up' })).toHaveAttribute('aria-pressed', 'true');
  expect((await storedFollowUp(request, staff, thread)).followUp).toBe('none');

  await page.route('**/api/v1/answers/filledIn**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Close details' }).click();
  await page.getByRole('link', { name: new RegExp(thread.observer.name) }).click();
  const alert = pane(page).getByRole('alert');
  await expect(alert).toContainText('This thread could not be loaded. The server could not be reached.');
  await page.unroute('**/api/v1/answers/filledIn**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(pane(page).getByRole('tab').first()).toBeVisible();
});

test('hostile observer text is shown as text: markup, right-to-left, 10 000 characters', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const name = '<img src=x onerror="window.__xss=1"> مراقب';
  // 10 000 characters, the most a note may hold: markup, a right-to-left override, then one long word.
  const start = '<script>window.__xss=2</script>\u202Eevil\u202C ';
  const hostile = `${start}${'ș'.repeat(10_000 - start.length)}`;
  const thread = await createThread(request, staff, { label: 'Hostile', name, notes: [{ text: hostile, onQuestion: true }] });
  await signIn(page, NGO_ADMIN, 'en');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(detailsUrl(thread, false, `?phoneObserver=${thread.observer.phone}`));
  await waitForArea(page);
  const heading = pane(page).getByRole('heading', { level: 2 });
  await expect(heading).toContainText(name, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: new RegExp(thread.pollingStationName) })).toContainText(name);
  const note = pane(page).locator('.obs-answers-note__text');
  await pane(page).getByRole('button', { name: 'Read the whole note' }).click();
  await expect(note).toHaveText(hostile);
  await expect(note.locator('bdi')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('[data-area="answers"] img[src="x"], [data-area="answers"] script')).toHaveCount(0);
  // 10 000 characters wrap inside the pane instead of widening it.
  const widths = await pane(page).evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});

test('by keyboard alone: open a thread from the list, message its observer', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Keyboard', flagged: true });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(`/answers?phoneObserver=${thread.observer.phone}`);
  await waitForArea(page);
  const row = page.getByRole('link', { name: new RegExp(thread.observer.name) });
  await expect(row).toBeVisible();
  // Tab from the Refresh button reaches the row.
  await page.getByRole('button', { name: 'Refresh' }).focus();
  for (let step = 0; step < 5 && !(await row.evaluate((element) => element === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(row).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = pane(page).getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(pane(page).getByRole('button', { name: 'Message this observer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/notifications\\?toObserverIds=%5B${thread.observerId}%5D$`));
});
