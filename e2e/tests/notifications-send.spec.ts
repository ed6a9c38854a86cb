import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  countSends,
  createObserver,
  signIn,
  storedNotification,
  storedNotifications,
  uniqueTitle,
  writeNotification,
} from '../support/notifications';

/** Opens /notifications and answers the count of everyone once the page has it. */
async function openSendPage(page: Page, language: 'en' | 'ro' = 'en'): Promise<{ token: string; everyone: number }> {
  const token = await signIn(page, NGO_ADMIN, language);
  const count = page.waitForResponse((response) => response.url().endsWith('/api/v1/observer/count'));
  await page.goto('/notifications');
  const everyone = Number(await (await count).json());
  await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Notifications' : 'Notificări' })).toBeVisible();
  return { token, everyone };
}

test('send to everyone: one click sends once, the confirmation states the count, the history gains the row', async ({ page }) => {
  const { token, everyone } = await openSendPage(page);
  const everyoneText = everyone.toLocaleString('en-GB');
  await expect(page.getByText(`No filter: the notification goes to everyone you can see, ${everyoneText} observers.`)).toBeVisible();
  await expectNoAxeViolations(page, 'notifications send (en)');
  const title = uniqueTitle('All');
  await writeNotification(page, title, 'The polling stations open at 7:00.');
  await expect(page.getByRole('region', { name: 'Preview on a phone' })).toContainText(title);
  const sends = countSends(page);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this notification?' });
  await expect(dialog).toContainText(`It goes to everyone you can see: ${everyoneText} observers.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'notifications confirmation (en)');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/notification/send/all'));
  await dialog.getByRole('button', { name: 'Send now' }).dblclick();
  const sent = ((await (await answer).json()) as { sent: number }).sent;
  const sentText = sent.toLocaleString('en-GB');
  await expect(page.getByRole('status').filter({ hasText: `The notification was sent to ${sentText} observers.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sends.count()).toBe(1);
  await expect(page.getByLabel('Title (required)')).toHaveValue('');
  await expect(page.getByLabel('Message (required)')).toHaveValue('');

  // What the API stored: one notification, to everyone it reported.
  const stored = await storedNotification(page.request, token, title);
  expect(stored.sentObserverIds).toHaveLength(sent);
  expect(stored.senderAccount).toBe(NGO_ADMIN.user);

  await page.getByRole('link', { name: 'History of sent notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification history' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row).toContainText(NGO_ADMIN.user);
  await expect(row).toContainText(`${sentText} observers`);
});

test('a failed send keeps the text and says why; Enter twice while it runs sends once', async ({ page }) => {
  await openSendPage(page);
  const title = uniqueTitle('Fails');
  const message = 'Counting starts at 21:00.';
  await writeNotification(page, title, message);
  const sends = countSends(page);
  // The send waits for the test, so the second Enter lands while it is in flight.
  let held: Route | undefined;
  await page.route('**/api/v1/notification/send/all', (route) => {
    held = route;
  });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Send now' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => held !== undefined).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  await held!.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' });
  await page.unroute('**/api/v1/notification/send/all');

  const reason = 'The notification could not be sent. The server had a problem. Try again in a moment.';
  await expect(page.getByRole('alert').filter({ hasText: 'Error' }).filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText(`${reason} Your text is kept: you can send it again.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sends.count()).toBe(1);
  await expect(page.getByLabel('Title (required)')).toHaveValue(title);
  await expect(page.getByLabel('Message (required)')).toHaveValue(message);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /The notification was sent to [\d,]+ observers\./ })).toBeVisible();
  expect(sends.count()).toBe(2);
});

test('validation after a submit attempt, the length warnings and the preview, in Romanian', async ({ page }) => {
  await openSendPage(page, 'ro');
  const sends = countSends(page);
  await expect(page.getByText('Câmpul Titlu este obligatoriu.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Trimite', exact: true }).click();
  // The summary takes focus and names both fields; each field carries its own message.
  await expect(page.getByRole('group', { name: 'Formularul are 2 probleme' })).toBeFocused();
  await expect(page.getByLabel('Titlu (obligatoriu)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Câmpul Titlu este obligatoriu.')).toHaveCount(2);
  await expect(page.getByText('Câmpul Mesaj este obligatoriu.')).toHaveCount(2);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'notifications validation (ro)');

  const longTitle = `Deschiderea secțiilor de votare ${'ș'.repeat(40)}`;
  await page.getByLabel('Titlu (obligatoriu)').fill(longTitle);
  const over = Array.from(longTitle).length - 65;
  await expect(page.getByText(`${Array.from(longTitle).length} din 65 de caractere`)).toBeVisible();
  // Romanian plural: 1 caracter, 2–19 caractere, 20 and more "de caractere".
  const characters = over === 1 ? 'caracter' : over < 20 ? 'caractere' : 'de caractere';
  await expect(
    page.getByText(`Cu ${over} ${characters} peste cele 65 afișate de majoritatea telefoanelor: finalul poate fi tăiat.`),
  ).toBeVisible();
  await expect(page.getByText('Câmpul Titlu este obligatoriu.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Previzualizare pe telefon' })).toContainText(
    `${Array.from(longTitle).slice(0, 65).join('').trimEnd()}…`,
  );
  expect(sends.count()).toBe(0);
});

test('a send whose answer is lost says it may have gone, points to the history, and a re-send is deliberate, in Romanian', async ({
  page,
}) => {
  const token = await signIn(page, NGO_ADMIN, 'ro');
  const observer = await createObserver(page.request, token, 'Unanswered');
  await page.goto(`/notifications?toObserverIds=${encodeURIComponent(JSON.stringify([observer.id]))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificări' })).toBeVisible();
  const title = uniqueTitle('Unanswered');
  const message = 'Secțiile se închid la 21:00.';
  await writeNotification(page, title, message, 'ro');
  const sends = countSends(page);
  // The API receives and stores the send; the browser never gets the answer (the connection drops).
  let reached = 0;
  await page.route('**/api/v1/notification/send', async (route) => {
    reached = (await route.fetch()).status();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Trimite', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Trimiteți această notificare?' });
  await expect(dialog).toContainText('Ajunge la 1 observator.');
  await dialog.getByRole('button', { name: 'Trimite acum' }).click();

  const notice = page.getByRole('alert').filter({ hasText: 'Este posibil ca ultima trimitere să fi reușit: serverul nu a răspuns.' });
  await expect(notice).toHaveText(
    'Este posibil ca ultima trimitere să fi reușit: serverul nu a răspuns. Verificați istoricul notificărilor trimise înainte de a o trimite din nou. Textul dumneavoastră a fost păstrat.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Trimitere neconfirmată' })).toBeVisible();
  await expect(page.getByText(/îl puteți trimite din nou/)).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Titlu (obligatoriu)')).toHaveValue(title);
  await expect(page.getByLabel('Mesaj (obligatoriu)')).toHaveValue(message);
  expect(reached).toBe(202);
  // It did go: the API stored it for exactly that observer.
  expect((await storedNotification(page.request, token, title)).sentObserverIds).toEqual([observer.id]);
  await page.unroute('**/api/v1/notification/send');

  // The notice's link shows it in the history; back on the page, the notice is still there.
  await notice.getByRole('link', { name: 'istoricul notificărilor trimise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Istoricul notificărilor' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Înapoi la trimitere' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notificări' })).toBeVisible();
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Restaurați-le' }).click();
  await expect(page.getByLabel('Titlu (obligatoriu)')).toHaveValue(title);

  // Sending the same text again is named a re-send, with Cancel first.
  await page.getByRole('button', { name: 'Trimite', exact: true }).click();
  await expect(dialog).toContainText(
    'Este posibil ca acest text să fi fost deja trimis: ultima încercare nu a primit răspuns. Trimiteți-l din nou doar dacă nu apare în istoric.',
  );
  await expect(dialog.getByRole('button', { name: 'Anulează' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Trimite acum' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'notifications re-send confirmation (ro)');
  await dialog.getByRole('button', { name: 'Trimite totuși din nou' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notificarea a fost trimisă către 1 observator.' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Titlu (obligatoriu)')).toHaveValue('');
  expect(sends.count()).toBe(2);
  expect(await storedNotifications(page.request, token, title)).toHaveLength(2);
});
