import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** Set by globalSetup: the origin of the fake FCM the e2e API pushes to. */
export const FAKE_FCM_URL_VARIABLE = 'OBSERVATORY_E2E_FAKE_FCM_URL';

function fakeUrl(): string {
  const url = process.env[FAKE_FCM_URL_VARIABLE];
  if (!url) throw new Error(`${FAKE_FCM_URL_VARIABLE} is not set: the e2e globalSetup starts the fake FCM`);
  return url;
}

/** One push the fake provider received. */
export interface ReceivedPush {
  readonly token: string;
  readonly title: string;
  readonly body: string;
  readonly notificationId: string;
  readonly status: number;
}

/** Hold the provider's answers to this device token (the push stays pending) until `openDevice`. */
export async function holdDevice(request: APIRequestContext, token: string): Promise<void> {
  expect((await request.post(`${fakeUrl()}/_fake/gate`, { data: { token } })).ok()).toBe(true);
}

/** Answer this device token's pushes again, those held included. */
export async function openDevice(request: APIRequestContext, token: string): Promise<void> {
  expect((await request.post(`${fakeUrl()}/_fake/open`, { data: { token } })).ok()).toBe(true);
}

/** Every push the fake provider received for this device token. */
export async function pushesTo(request: APIRequestContext, token: string): Promise<ReceivedPush[]> {
  const response = await request.get(`${fakeUrl()}/_fake/received`, { params: { token } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedPush[];
}
