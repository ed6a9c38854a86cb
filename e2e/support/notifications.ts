/**
 * Helpers for the notifications area's e2e specs: the API calls a test makes to create what it
 * depends on (observers checked in at stations nobody else uses, notifications) and to read back
 * what the API stored, plus the few UI steps every spec repeats.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';
import { createObserver } from './observers';
import type { CreatedObserver } from './observers';

export { signIn } from './session';
export { createObserver } from './observers';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A title no other test writes, so a test finds exactly its own notifications. */
export function uniqueTitle(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface StoredNotification {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly senderAccount: string | null;
  readonly sentObserverIds: readonly number[];
}

/** Every stored notification with this title, as the API's history returns them (newest first). */
export async function storedNotifications(request: APIRequestContext, token: string, title: string): Promise<StoredNotification[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/notification/get/all`, {
    headers: auth(token),
    params: { page: 1, pageSize: 1000 },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StoredNotification[] };
  return data.filter((notification) => notification.title === title);
}

/** The one stored notification with this title. */
export async function storedNotification(request: APIRequestContext, token: string, title: string): Promise<StoredNotification> {
  const found = await storedNotifications(request, token, title);
  expect(found, `notifications titled ${title}`).toHaveLength(1);
  return found[0]!;
}

/** Sends a notification through the API (the UI's send has its own tests). */
export async function sendThroughApi(request: APIRequestContext, token: string, title: string, recipients: readonly number[]) {
  const response = await request.post(`${E2E_API_URL}/api/v1/notification/send`, {
    headers: auth(token),
    data: { channel: 'Firebase', from: 'Monitorizare Vot', title, message: `${title}: message`, recipients },
  });
  expect(response.status(), `send ${title}`).toBe(202);
}

interface County {
  readonly code: string;
  readonly name: string;
  readonly limit: number;
  readonly diaspora: boolean;
}

export async function listCounties(request: APIRequestContext, token: string): Promise<County[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/county`, { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as County[];
}

/** GET /api/v1/observer/active for one county and range, as the staff member sees it. */
export async function activeObserverIds(request: APIRequestContext, token: string, county: string, from: number, to: number) {
  const response = await request.get(`${E2E_API_URL}/api/v1/observer/active`, {
    headers: auth(token),
    params: { countyCodes: county, fromPollingStationNumber: from, toPollingStationNumber: to, currentlyCheckedIn: true },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }[]).map((observer) => observer.id).sort((a, b) => a - b);
}

/**
 * A range of `width` stations in the largest county where nobody the staff member can see has
 * checked in yet: the test's own check-ins are then exactly what a search there finds.
 */
export async function freeStations(request: APIRequestContext, token: string, width: number) {
  const counties = await listCounties(request, token);
  const county = [...counties].sort((a, b) => b.limit - a.limit)[0]!;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const from = 1 + Math.floor(Math.random() * (county.limit - width));
    if ((await activeObserverIds(request, token, county.code, from, from + width - 1)).length === 0) return { county, from };
  }
  throw new Error(`no free range of ${width} stations in ${county.code}`);
}

/** Signs the observer in as the mobile app does and checks them in at a station. */
export async function checkIn(request: APIRequestContext, observer: CreatedObserver, countyCode: string, station: number) {
  const login = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, {
    data: { user: observer.phone, password: observer.pin, fcmToken: `e2e-${observer.id}` },
  });
  expect(login.ok(), `observer sign-in ${observer.phone}`).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const response = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers: auth(token),
    data: { countyCode, pollingStationNumber: station, urbanArea: true, isPollingStationPresidentFemale: false },
  });
  expect(response.ok(), `check-in ${observer.phone} at ${countyCode} ${station}`).toBe(true);
}

/** Observers created for one test, each checked in at the given station of the county. */
export async function observersCheckedIn(request: APIRequestContext, token: string, countyCode: string, stations: readonly number[]) {
  const observers: CreatedObserver[] = [];
  for (const station of stations) {
    const observer = await createObserver(request, token, 'Notify');
    await checkIn(request, observer, countyCode, station);
    observers.push(observer);
  }
  return observers;
}

const TEXTS = {
  en: { title: 'Title (required)', message: 'Message (required)' },
  ro: { title: 'Titlu (obligatoriu)', message: 'Mesaj (obligatoriu)' },
} as const;

/** Types the notification's title and message. */
export async function writeNotification(page: Page, title: string, message: string, language: 'en' | 'ro' = 'en') {
  await page.getByLabel(TEXTS[language].title).fill(title);
  await page.getByLabel(TEXTS[language].message).fill(message);
}

/** Counts the POSTs the page makes to a send route (the double-send guard is measured with it). */
export function countSends(page: Page): { readonly count: () => number } {
  let sends = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v1\/notification\/send(\/all)?$/.test(request.url())) sends += 1;
  });
  return { count: () => sends };
}
