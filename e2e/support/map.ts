/**
 * Helpers for the map area's e2e specs: a station the NGO has nobody at, an observer who checks in
 * there, answers a flagged option and has the thread resolved, through the observer endpoints the
 * mobile app uses, and the words of the map area in either language.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';
import { createObserver } from './observers';
import type { CreatedObserver } from './observers';
import { listCounties } from './notifications';
import { firstForm, lookUp, observerToken, readMessages } from './answers';
import type { Values } from './answers';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface MapStationRow {
  readonly id: number;
  readonly countyCode: string;
  readonly number: number;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly state: string;
  readonly present: number;
}

async function mapStations(request: APIRequestContext, staff: string, county: string): Promise<MapStationRow[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/map/stations`, { headers: auth(staff), params: { county } });
  expect(response.ok(), 'map stations').toBe(true);
  return (await response.json()) as MapStationRow[];
}

/** The page reflows into a 320 px window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width, `${label}: no horizontal scroll at 320 px`).toBeLessThanOrEqual(320);
}

/**
 * A station with a position that nobody of the NGO has reported from, in a county other than the
 * largest (where the answers specs report), picked at random so parallel runs do not meet.
 */
export async function quietStation(request: APIRequestContext, staff: string) {
  // Not the Diaspora: its stations may lie abroad, so the import spec's out-of-Romania row would be
  // valid there (it failed about one run in eleven, when the Diaspora was drawn).
  const home = (await listCounties(request, staff)).filter((county) => !county.diaspora);
  const counties = [...home].sort((a, b) => b.limit - a.limit).slice(1, 12);
  const county = counties[Math.floor(Math.random() * counties.length)]!;
  const free = (await mapStations(request, staff, county.code)).filter((row) => row.state === 'none' && row.lat !== null);
  expect(free.length, `a station of ${county.code} with nobody`).toBeGreaterThan(1);
  return { county, station: free[Math.floor(Math.random() * free.length)]! };
}

/** An observer of the staff member's NGO, with the token the mobile app would hold. */
export async function newObserver(request: APIRequestContext, staff: string, label: string) {
  const observer = await createObserver(request, staff, label);
  return { observer, token: await observerToken(request, observer) };
}

export async function checkIn(request: APIRequestContext, token: string, county: string, number: number): Promise<void> {
  const response = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers: auth(token),
    data: {
      countyCode: county,
      pollingStationNumber: number,
      observerArrivalTime: new Date().toISOString(),
      urbanArea: true,
      isPollingStationPresidentFemale: false,
    },
  });
  expect(response.ok(), 'check-in').toBe(true);
}

/** Answers the first published form's first flagged option there: an urgent thread. */
export async function reportUrgent(request: APIRequestContext, token: string, county: string, number: number): Promise<void> {
  const { questions } = await firstForm(request, token);
  const question = questions.find((candidate) => candidate.optionsToQuestions.some((option) => option.flagged && !option.isFreeText))!;
  const option = question.optionsToQuestions.find((candidate) => candidate.flagged && !candidate.isFreeText)!;
  const response = await request.post(`${E2E_API_URL}/api/v1/answers`, {
    headers: auth(token),
    data: {
      answers: [{ questionId: question.id, countyCode: county, pollingStationNumber: number, options: [{ optionId: option.optionId }] }],
    },
  });
  expect(response.ok(), 'flagged answer').toBe(true);
}

export async function resolveThread(
  request: APIRequestContext,
  staff: string,
  observer: CreatedObserver,
  stationId: number,
): Promise<void> {
  const response = await request.put(`${E2E_API_URL}/api/v1/answers/follow-up`, {
    headers: auth(staff),
    data: { observerId: observer.id, pollingStationId: stationId, status: 'resolved' },
  });
  expect(response.ok(), `resolve: ${response.status()} ${await response.text()}`).toBe(true);
}

/** The map area's words (`t`) and the host's (`shell`), in `language`. */
export function mapTexts(language: 'en' | 'ro') {
  const area = readMessages(`remote-map/i18n/${language}.json`);
  const host = readMessages(`host/public/assets/i18n/${language}.json`);
  return {
    t: (key: string, values?: Values) => lookUp(area, language, key, values),
    shell: (key: string, values?: Values) => lookUp(host, language, key, values),
  };
}
