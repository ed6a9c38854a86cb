import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { filterByName } from '../support/observers';
import {
  activeObserverIds,
  countSends,
  createObserver,
  freeStations,
  listCounties,
  observersCheckedIn,
  signIn,
  storedNotification,
  uniqueTitle,
  writeNotification,
} from '../support/notifications';

const byId = (a: number, b: number) => a - b;

test('send to a county and a range of its stations: exactly the observers checked in there', async ({ page }) => {
  const token = await signIn(page, NGO_ADMIN, 'en');
  const { county, from } = await freeStations(page.request, token, 4);
  const to = from + 2;
  const inside = await observersCheckedIn(page.request, token, county.code, [from, to]);
  // Checked in at the same county, one station past the range: not a recipient.
  await observersCheckedIn(page.request, token, county.code, [to + 1]);
  const expected = inside.map((observer) => observer.id).sort(byId);
  expect(await activeObserverIds(page.request, token, county.code, from, to)).toEqual(expected);

  // Keyboard alone from the county picker to the confirmation (quality bar UX-2).
  await page.goto('/notifications');
  const picker = page.getByRole('combobox', { name: 'County' });
  await picker.focus();
  await page.keyboard.type(county.name);
  await expect(page.getByRole('listbox', { name: 'Counties' })).toBeVisible();
  await expectNoAxeViolations(page, 'county picker open (en)');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(`${county.code} – ${county.name}`);
  const limit = county.limit.toLocaleString('en-GB');
  const fromField = page.getByRole('textbox', { name: 'From station' });
  const toField = page.getByRole('textbox', { name: 'To station' });
  await expect(fromField).toHaveAccessibleDescription(`[1 – ${limit}] Empty: from station 1.`);

  // A range in the wrong order is refused before anything is asked; Send says why it waits.
  await page.keyboard.press('Tab');
  await expect(fromField).toBeFocused();
  await page.keyboard.type(String(to));
  await page.keyboard.press('Tab');
  await expect(toField).toBeFocused();
  await page.keyboard.type(String(from));
  await page.keyboard.press('Enter');
  await expect(page.getByText('From station must not be greater than To station.')).toBeVisible();
  await expect(fromField).toBeFocused();
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/press Search to find the observers/);

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(from));
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(to));
  await page.keyboard.press('Enter');
  const where = `stations ${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${county.code} – ${county.name}`;
  await expect(page.getByText(`2 observers are checked in at ${where}.`)).toBeVisible();
  await expect(send).toBeEnabled();

  // To station → Search → Reset → Title → Message → Send.
  const title = uniqueTitle('County');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('Title (required)')).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Please confirm the opening of your station.');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Send this notification?' });
  await expect(dialog).toContainText('It goes to 2 observers.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send now' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The notification was sent to 2 observers.' })).toBeVisible();
  await expect(send).toBeFocused();

  const stored = await storedNotification(page.request, token, title);
  expect([...stored.sentObserverIds].sort(byId)).toEqual(expected);
});

test('every targeting state: nobody found, kept across the history, a new county clears the ids, Reset is everyone again', async ({
  page,
}) => {
  const token = await signIn(page, NGO_ADMIN, 'en');
  const { county, from } = await freeStations(page.request, token, 3);
  const to = from + 2;
  const other = (await listCounties(page.request, token)).find((candidate) => candidate.code !== county.code)!;
  // Other spec files add observers meanwhile: the count to expect is the one the page last received.
  let everyone = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v1/observer/count') && response.ok())
      everyone = Number(await response.json()).toLocaleString('en-GB');
  });
  await page.goto('/notifications');
  const picker = page.getByRole('combobox', { name: 'County' });
  const fromField = page.getByRole('textbox', { name: 'From station' });
  const toField = page.getByRole('textbox', { name: 'To station' });
  const send = page.getByRole('button', { name: 'Send', exact: true });

  // The county's name typed and left with Tab (no Enter) chooses it.
  await picker.focus();
  await page.keyboard.type(county.name);
  await page.keyboard.press('Tab');
  await expect(picker).toHaveValue(`${county.code} – ${county.name}`);
  await expect(fromField).toBeFocused();
  await page.keyboard.type(String(from));
  await toField.fill(String(to));
  await page.keyboard.press('Enter');
  const nobody = `No observer is checked in at stations ${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${county.code} – ${county.name}.`;
  await expect(page.getByText(nobody)).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Send is not available: no observer is checked in at the chosen stations.');

  // To the history and back: the county, the range and the search's result are still there.
  await page.getByRole('link', { name: 'History of sent notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification history' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sending' }).click();
  await expect(picker).toHaveValue(`${county.code} – ${county.name}`);
  await expect(fromField).toHaveValue(String(from));
  await expect(toField).toHaveValue(String(to));
  await expect(page.getByText(nobody)).toBeVisible();
  await expect(send).toBeDisabled();

  // Another county: what was found no longer applies, Search is needed again.
  await picker.fill(other.name);
  await expect(page.getByRole('listbox', { name: 'Counties' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(picker).toHaveValue(`${other.code} – ${other.name}`);
  await expect(page.getByText('Press Search to find the observers checked in at these stations.')).toBeVisible();
  await expect(page.getByText(nobody)).toHaveCount(0);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/press Search to find the observers/);

  // Reset: no county, no range, everyone again with the count.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(picker).toHaveValue('');
  await expect(picker).toBeFocused();
  await expect(fromField).toHaveValue('');
  await expect(fromField).toBeDisabled();
  await expect(toField).toHaveValue('');
  const everyoneLine = page.getByText(/^No filter: the notification goes to everyone you can see/);
  await expect
    .poll(async () => {
      const shown = await everyoneLine.textContent();
      const expected = `No filter: the notification goes to everyone you can see, ${everyone} observers.`;
      return shown === expected ? 'the last count received' : `"${shown}" instead of "${expected}"`;
    })
    .toBe('the last count received');
  await expect(send).toBeEnabled();
});

test('from the observers list with a selection: it says who, and exactly they receive it', async ({ page }) => {
  const token = await signIn(page, NGO_ADMIN, 'en');
  const label = `Roster${Date.now().toString(36)}`;
  const chosen = [await createObserver(page.request, token, label), await createObserver(page.request, token, label)];
  await page.goto('/observatori');
  await filterByName(page, label);
  const table = page.getByRole('table', { name: 'Observers' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  for (const observer of chosen) await page.getByRole('checkbox', { name: `Select ${observer.name}` }).check();
  await page.getByRole('button', { name: 'Send notification' }).click();

  await expect(page).toHaveURL(/\/notifications\?toObserverIds=/);
  await expect(page.getByText('2 observers selected in the observers list.')).toBeVisible();
  await expect(page.getByText('Only they receive this notification. Write the title and the message, then Send.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'County' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Who is selected' }).click();
  const names = page.getByRole('list', { name: 'Selected observers' });
  for (const observer of chosen) await expect(names).toContainText(observer.name);

  const title = uniqueTitle('Roster');
  await writeNotification(page, title, 'Your training starts at 10:00.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('It goes to 2 observers.');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The notification was sent to 2 observers.' })).toBeVisible();

  const stored = await storedNotification(page.request, token, title);
  expect([...stored.sentObserverIds].sort(byId)).toEqual(chosen.map((observer) => observer.id).sort(byId));
});

test('a malformed toObserverIds is ignored and the filter is offered, in Romanian, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signIn(page, NGO_ADMIN, 'ro');
  const sends = countSends(page);
  await page.goto(`/notifications?toObserverIds=${encodeURIComponent('[12,"doi"')}`);
  await expect(
    page.getByText('Selecția din acest link nu a putut fi citită, așa că a fost ignorată. Alegeți destinatarii mai jos.'),
  ).toBeVisible();
  await expect(page.getByText(/^Fără filtru: notificarea ajunge la toți cei pe care îi vedeți, [\d.]+ (de )?observatori\.$/)).toBeVisible();
  // Reflow (WCAG 1.4.10): nothing of the area reaches past a 320 px window (the shell's top bar is the host's).
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('[data-area="notifications"] *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
  expect(outside).toEqual([]);

  const picker = page.getByRole('combobox', { name: 'Județ' });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Județe' })).toBeVisible();
  await expectNoAxeViolations(page, 'county picker open (ro)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Județe' })).toBeHidden();

  await writeNotification(page, uniqueTitle('Ro'), 'Vă rugăm să completați formularul A.', 'ro');
  await page.getByRole('button', { name: 'Trimite', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Trimiteți această notificare?' });
  await expect(dialog).toContainText('Ajunge la toți cei pe care îi vedeți');
  await expectNoAxeViolations(page, 'notifications confirmation (ro)');
  await dialog.getByRole('button', { name: 'Anulează' }).click();
  await expect(dialog).toBeHidden();
  expect(sends.count()).toBe(0);
});
