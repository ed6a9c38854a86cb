/**
 * Helpers for the observers area's e2e specs: a cached staff token per worker (the API throttles
 * sign-ins per client address), API shortcuts to create the data a test depends on, and unique
 * phones and names so tests running in parallel never collide.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';

/** The observers specs sign in with the shared, cached token helpers. */
export { signIn as signInCached, staffToken } from './session';

let sequence = 0;

/** A phone no demo observer has (demo phones are 0722000001–0722002000): 13 digits, unique per call. */
export function uniquePhone(): string {
  sequence += 1;
  const time = String(Date.now() % 10_000_000).padStart(7, '0');
  const tail = String((process.pid * 7 + sequence) % 100).padStart(2, '0');
  return `0799${time}${tail}`;
}

/** A name that only this test's observers carry, so a filter on it finds exactly them. */
export function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface CreatedObserver {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly pin: string;
}

/** Adds an observer through the API (the UI's add flow has its own test). */
export async function createObserver(request: APIRequestContext, token: string, label: string): Promise<CreatedObserver> {
  const observer = { name: uniqueName(label), phone: uniquePhone(), pin: '1234' };
  const response = await request.post(`${E2E_API_URL}/api/v1/observer`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...observer, sendSMS: false },
  });
  expect(response.ok(), `create observer ${observer.name}`).toBe(true);
  return { ...observer, id: Number(await response.json()) };
}

interface ListedObserver {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly ngo: string;
  readonly lastSeen: string | null;
}

/** GET /api/v1/observer with a query, as the staff member sees it. */
export async function listObservers(request: APIRequestContext, token: string, query: Record<string, string | number>) {
  const response = await request.get(`${E2E_API_URL}/api/v1/observer`, { headers: { Authorization: `Bearer ${token}` }, params: query });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: ListedObserver[]; totalItems: number };
}

/** True when an observer can sign in to the mobile app with this phone and PIN. */
export async function observerCanSignIn(request: APIRequestContext, phone: string, pin: string): Promise<boolean> {
  const response = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, { data: { user: phone, password: pin, fcmToken: 'e2e' } });
  return response.ok();
}

/** The list page, filtered by name through the UI, once the table shows exactly the expected rows. */
export async function filterByName(page: Page, name: string, language: 'en' | 'ro' = 'en'): Promise<void> {
  const labels = language === 'en' ? { name: 'Name', filter: 'Filter' } : { name: 'Nume', filter: 'Filtrează' };
  await page.getByRole('search').getByLabel(labels.name).fill(name);
  await page.getByRole('search').getByRole('button', { name: labels.filter }).click();
}
