import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { holdDevice, openDevice, pushesTo } from '../support/fakeFcm';
import {
  checkIn,
  createObserver,
  freeStations,
  sendThroughApi,
  signIn,
  storedNotification,
  storedNotifications,
  uniqueTitle,
  writeNotification,
} from '../support/notifications';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The page of a kind holding this observer, as the API orders it (nobody handled first, longest waiting first). */
async function pageHolding(request: APIRequestContext, token: string, kind: string, observerId: number): Promise<number | undefined> {
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${E2E_API_URL}/api/v1/observer/attention`, {
      headers: auth(token),
      params: { kind, page, pageSize: 50 },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { observerId: number }[]; totalPages: number };
    if (body.data.some((item) => item.observerId === observerId)) return page;
    if (page >= body.totalPages) return undefined;
  }
}

async function observerToken(request: APIRequestContext, phone: string, pin: string, observerId: number): Promise<string> {
  const login = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, {
    data: { user: phone, password: pin, fcmToken: `e2e-${observerId}` },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

test('an observer checks in and stays silent: found under Silent, messaged in one click, the history shows the push pending, sent (one push reached the fake FCM), then "read"', async ({
  page,
}) => {
  test.setTimeout(240_000); // the observer must stay silent for a whole minute
  const token = await signIn(page, NGO_ADMIN, 'en');
  // The NGO's threshold: silent after 1 minute (remembered for the NGO).
  const set = await page.request.put(`${E2E_API_URL}/api/v1/observer/attention/thresholds`, {
    headers: auth(token),
    data: { silentMinutes: 1, notStartedBy: '08:00', unreadMinutes: 30 },
  });
  expect(set.ok()).toBe(true);
  const observer = await createObserver(page.request, token, 'Silent');
  const { county, from } = await freeStations(page.request, token, 1);
  await checkIn(page.request, observer, county.code, from);
  // Nothing sent since: after a minute the API lists them as silent.
  let where: number | undefined;
  await expect
    .poll(async () => (where = await pageHolding(page.request, token, 'silent', observer.id)), { timeout: 120_000, intervals: [5_000] })
    .toBeDefined();

  await page.goto(`/observatori?view=attention&kind=silent${where && where > 1 ? `&page=${where}` : ''}`);
  await expect(page.getByRole('button', { name: 'Needs attention', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Silent \(\d[\d,]*\)$/, pressed: true })).toBeVisible();
  await expect(page.getByText('Checked in, and nothing sent (answers, notes) for 1 minutes.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Observers who need attention, those nobody handled first' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: observer.name }) });
  await expect(row).toContainText(`${county.code} ${from}`);
  await expectNoAxeViolations(page, 'needs attention (en)');
  // Keyboard alone: tick the observer and message them.
  await row.getByRole('checkbox', { name: `Select ${observer.name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 row selected')).toBeVisible();
  await page.getByRole('button', { name: 'Message them' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/notifications\\?toObserverIds=%5B${observer.id}%5D$`));

  // The provider holds its answer to this observer's phone for now: the push stays pending.
  const device = `e2e-${observer.id}`;
  await holdDevice(page.request, device);
  const title = uniqueTitle('Silent');
  await writeNotification(page, title, 'Please send form A.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this notification?' });
  await expect(dialog).toContainText('It goes to 1 observer.');
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The notification was sent to 1 observer.' })).toBeVisible();
  const stored = await storedNotification(page.request, token, title);
  expect(stored.sentObserverIds).toEqual([observer.id]);

  await page.goto('/notifications/history');
  const historyRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(historyRow).toContainText('Sent 0 · pending 1 · failed 0 · no device 0 · read 0');
  // The provider answers: the page, refreshing while anything is pending, shows it sent.
  await openDevice(page.request, device);
  await expect(historyRow).toContainText('Sent 1 · pending 0 · failed 0 · no device 0 · read 0');
  const pushes = await pushesTo(page.request, device);
  expect(pushes.map(({ title: pushed, notificationId, status }) => ({ pushed, notificationId, status }))).toEqual([
    { pushed: title, notificationId: String(stored.id), status: 200 },
  ]);

  // The observer's app says it was read.
  const observerApi = await observerToken(page.request, observer.phone, observer.pin, observer.id);
  const read = await page.request.post(`${E2E_API_URL}/api/v1/notification/${stored.id}/read`, { headers: auth(observerApi) });
  expect(read.ok()).toBe(true);
  await page.reload();
  await expect(historyRow).toContainText('Sent 1 · pending 0 · failed 0 · no device 0 · read 1');
  await historyRow.getByRole('link', { name: `Recipients of “${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const recipients = page.getByRole('table', { name: 'Recipients, those it did not reach first' });
  const recipientRow = recipients.getByRole('row').filter({ has: page.getByRole('rowheader', { name: observer.name }) });
  await expect(recipientRow).toContainText('Sent');
  await expect(recipientRow.locator('time')).toHaveCount(1);
  await expectNoAxeViolations(page, 'notification recipients (en)');

  // Reflow (WCAG 1.4.10) at 320 px: the view with the row still to handle (its button's hidden
  // words stay inside the table's scrolling region), then marked handled there.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/observatori?view=attention&kind=silent${where && where > 1 ? `&page=${where}` : ''}`);
  await page.getByText(/^Thresholds:/).click();
  await expect(page.getByRole('textbox', { name: 'Silent after (minutes)' })).toBeVisible();
  const markHandled = row.getByRole('button', { name: `Mark handled (${observer.name})` });
  await expect(markHandled).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'needs attention at 320 px (en)');
  await markHandled.click();
  await expect(page.getByRole('status').filter({ hasText: '1 observer is marked handled by you.' })).toBeVisible();
  const handledPage = await pageHolding(page.request, token, 'silent', observer.id);
  await page.goto(`/observatori?view=attention&kind=silent&page=${handledPage}`);
  await expect(row).toContainText(`By ${NGO_ADMIN.user},`);
  // The history (each row's link to its recipients) and the notification's page reflow too.
  await page.goto('/notifications/history');
  await expect(historyRow).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.goto(`/notifications/history/${stored.id}`);
  await expect(recipientRow).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('in Romanian: the kinds, the thresholds and "Send again to those who did not get it", with axe and the keyboard', async ({ page }) => {
  const token = await signIn(page, NGO_ADMIN, 'ro');
  await page.goto('/observatori?view=attention&kind=not-started');
  await expect(page.getByRole('button', { name: 'Necesită atenție', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Neîncepuți \(\d[\d.]*\)$/, pressed: true })).toBeVisible();
  // Keyboard: to the next kind and press it.
  await page.getByRole('button', { name: /^Neîncepuți/ }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Plecați cu urgențe deschise/, pressed: true })).toBeVisible();
  await expect(page).toHaveURL(/kind=left-with-urgent/);
  await page.getByText(/^Praguri:/).click();
  await expect(page.getByRole('textbox', { name: 'Tăcuți după (minute)' })).toBeVisible();
  await expectNoAxeViolations(page, 'needs attention with thresholds (ro)');

  // A notification to an observer without a device: it did not reach them.
  const observer = await createObserver(page.request, token, 'NoDevice');
  const title = uniqueTitle('Retrimite');
  await sendThroughApi(page.request, token, title, [observer.id]);
  const stored = await storedNotification(page.request, token, title);
  await page.goto(`/notifications/history/${stored.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const resend = page.getByRole('button', { name: 'Retrimite celor la care nu a ajuns' });
  await expect(resend).toBeVisible();
  await resend.click();
  const dialog = page.getByRole('alertdialog', { name: 'Retrimiteți celor la care nu a ajuns?' });
  await expect(dialog).toContainText('la 1 observator la care nu a ajuns');
  await expect(dialog.getByRole('button', { name: 'Anulează' })).toBeFocused();
  await expectNoAxeViolations(page, 'send again confirmation (ro)');
  await dialog.getByRole('button', { name: 'Retrimite' }).click();
  await expect(page.getByRole('status').filter({ hasText: /1 observator/ })).toBeVisible();
  // A new notification with the same text, to exactly that observer.
  await expect
    .poll(async () => (await storedNotifications(page.request, token, title)).map((n) => n.sentObserverIds))
    .toEqual([[observer.id], [observer.id]]);
});
