/**
 * Helpers for the statistics area's e2e specs: the seven cards and their methods, the API's view of
 * a statistic (what the screen must show), and a flagged answer sent through the observer
 * endpoints, as the mobile app sends it.
 */
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';
import { createObserver } from './observers';
import type { CreatedObserver } from './observers';

export { signIn } from './session';

/** How long the first screen of the area may take to appear on a loaded CI machine (the shell's own budget is 10 s per attempt). */
export const AREA_LOAD_MS = 30_000;

export interface StatisticCardInfo {
  readonly key: string;
  readonly method: string;
  readonly titles: { readonly en: string; readonly ro: string };
}

/** The dashboard's cards, in the order it shows them. */
export const CARDS: readonly StatisticCardInfo[] = [
  { key: 'numar-observatori', method: 'observerNumber', titles: { en: 'Observers by county', ro: 'Observatori pe județe' } },
  { key: 'sesizari-judete', method: 'countiesIrregularities', titles: { en: 'Irregularities by county', ro: 'Sesizări pe județe' } },
  {
    key: 'sesizari-sectii',
    method: 'pollingStationIrregularities',
    titles: { en: 'Irregularities by polling station', ro: 'Sesizări pe secții de votare' },
  },
  {
    key: 'sesizari-deschidere-judete',
    method: 'countiesOpeningIrregularities',
    titles: { en: 'Irregularities at opening, by county', ro: 'Sesizări la deschidere, pe județe' },
  },
  {
    key: 'sesizari-deschidere-sectii',
    method: 'pollingStationOpeningIrregularities',
    titles: { en: 'Irregularities at opening, by polling station', ro: 'Sesizări la deschidere, pe secții de votare' },
  },
  {
    key: 'sesizari-numarare-judete',
    method: 'countiesByCountingIrregularities',
    titles: { en: 'Irregularities at vote counting, by county', ro: 'Sesizări la numărarea voturilor, pe județe' },
  },
  {
    key: 'sesizari-numarare-sectii',
    method: 'pollingStationsByCountingIrregularities',
    titles: { en: 'Irregularities at vote counting, by polling station', ro: 'Sesizări la numărarea voturilor, pe secții de votare' },
  },
];

export const card = (key: string) => CARDS.find((info) => info.key === key)!;

export interface StatisticRow {
  readonly label: string;
  readonly value: number;
}

export interface StatisticPage {
  readonly data: StatisticRow[];
  readonly totalItems: number;
  readonly totalPages: number;
}

/** What the API says a statistic holds, as the signed-in staff member sees it. */
export async function readStatistic(request: APIRequestContext, token: string, method: string, page: number, pageSize: number) {
  const response = await request.get(`${E2E_API_URL}/api/v1/statistics/${method}`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { page, pageSize },
  });
  expect(response.ok(), `GET statistics/${method}`).toBe(true);
  return (await response.json()) as StatisticPage;
}

/** The ranked rows of a list on screen (its own list, not the pagination's), as label and value. */
export async function rowsOf(list: Locator): Promise<StatisticRow[]> {
  const rows = list.locator(':scope > li');
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('bdi')?.textContent ?? '',
      // The number as shown (thousands separators per language), without the unit read to screen readers.
      value: Number((item.querySelector('.obs-statistics-bars__value')?.firstChild?.textContent ?? '').replace(/[^\d]/g, '')),
    })),
  );
}

/** A dashboard card by its title. */
export const cardRegion = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The ranked figures' paths (`/api/v1/statistics/<method>`), not a form's results or the anomaly ranking. */
const RANKED_FIGURE = /\/api\/v1\/statistics\/(?!anomalies$|questions$)(\w+)$/;

/** Ranked-figure requests the page sends, as "method page/pageSize", from now on. */
export function recordStatisticsRequests(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = RANKED_FIGURE.exec(url.pathname);
    if (match) calls.push(`${match[1]} ${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
  });
  return calls;
}

/**
 * The pages of statistics the page received, by "method page/pageSize": what the cards must show.
 * Other spec files send flagged answers while this one runs, so a later read of the API may differ.
 */
export function recordStatisticsResponses(page: Page): Map<string, StatisticPage> {
  const received = new Map<string, StatisticPage>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const match = RANKED_FIGURE.exec(url.pathname);
    if (!match || !response.ok()) return;
    const key = `${match[1]} ${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`;
    received.set(key, (await response.json()) as StatisticPage);
  });
  return received;
}

interface County {
  readonly code: string;
  readonly name: string;
  readonly limit: number;
}
interface FormSection {
  readonly questions: { readonly id: number; readonly optionsToQuestions: { readonly optionId: number; readonly flagged: boolean }[] }[];
}

async function observerToken(request: APIRequestContext, phone: string, pin = '1234'): Promise<string> {
  const response = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, {
    data: { user: phone, password: pin, fcmToken: 'e2e' },
  });
  expect(response.ok(), `observer sign-in ${phone}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A demo observer of the NGO admin's NGO (phones 0722000801–0722001500, PIN 1234) checks in at a
 * station of `countyName` and answers one question of the published voting form ("B") with a
 * flagged option: one more irregularity for that county, on no opening or counting statistic.
 * The observer and station are picked at random so the answer is new, not a replacement.
 */
export async function sendFlaggedAnswer(request: APIRequestContext, countyName: string): Promise<void> {
  const phone = `07220${String(1000 + Math.floor(Math.random() * 500) + 1).padStart(5, '0')}`;
  const token = await observerToken(request, phone);
  const headers = { Authorization: `Bearer ${token}` };
  const counties = (await (await request.get(`${E2E_API_URL}/api/v1/county`, { headers })).json()) as County[];
  const county = counties.find((candidate) => candidate.name === countyName);
  expect(county, `county ${countyName}`).toBeTruthy();
  const pollingStationNumber = 1 + Math.floor(Math.random() * county!.limit);
  const checkIn = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers,
    data: { countyCode: county!.code, pollingStationNumber, urbanArea: true, isPollingStationPresidentFemale: false },
  });
  expect(checkIn.ok(), 'check-in').toBe(true);
  const forms = (await (await request.get(`${E2E_API_URL}/api/v1/form`, { headers, params: { draft: 'false' } })).json()) as {
    formVersions: { id: number; code: string }[];
  };
  const voting = forms.formVersions.find((form) => form.code === 'B');
  expect(voting, 'the published voting form B').toBeTruthy();
  const sections = (await (await request.get(`${E2E_API_URL}/api/v1/form/${voting!.id}`, { headers })).json()) as FormSection[];
  const questions = sections.flatMap((section) => section.questions);
  const question = questions.find((candidate) => candidate.optionsToQuestions.some((option) => option.flagged))!;
  const option = question.optionsToQuestions.find((candidate) => candidate.flagged)!;
  const answer = await request.post(`${E2E_API_URL}/api/v1/answers`, {
    headers,
    data: {
      answers: [{ questionId: question.id, countyCode: county!.code, pollingStationNumber, options: [{ optionId: option.optionId }] }],
    },
  });
  expect(answer.ok(), 'flagged answer').toBe(true);
}

/** Form E of the demo (issue 27's story) and its "Was the ballot box sealed?" question, as staff see them. */
export async function ballotBoxQuestion(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const forms = (await (await request.get(`${E2E_API_URL}/api/v1/form`, { headers, params: { draft: 'false' } })).json()) as {
    formVersions: { id: number; code: string; description: string }[];
  };
  const form = forms.formVersions.find((candidate) => candidate.code === 'E');
  expect(form, 'the demo form E').toBeTruthy();
  const sections = (await (await request.get(`${E2E_API_URL}/api/v1/form/${form!.id}`, { headers })).json()) as {
    questions: { id: number; code: string; text: string; optionsToQuestions: { optionId: number; text: string }[] }[];
  }[];
  const question = sections.flatMap((section) => section.questions).find((candidate) => candidate.code === 'E1-1')!;
  const option = (text: 'Yes' | 'No') => question.optionsToQuestions.find((candidate) => candidate.text === text)!;
  return { form: form!, question, yes: option('Yes'), no: option('No') };
}

/**
 * A new observer of the NGO admin's NGO (created by `staff`) checks in at `station` of a county and
 * answers "Was the ballot box sealed?" with `answer`, through the observer endpoints the mobile app uses.
 */
export async function answerBallotBox(
  request: APIRequestContext,
  staff: string,
  where: { readonly countyCode: string; readonly station: number },
  answer: 'Yes' | 'No',
): Promise<CreatedObserver> {
  const observer = await createObserver(request, staff, 'Ballot box');
  const token = await observerToken(request, observer.phone, observer.pin);
  const headers = { Authorization: `Bearer ${token}` };
  const checkIn = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers,
    data: { countyCode: where.countyCode, pollingStationNumber: where.station, urbanArea: true, isPollingStationPresidentFemale: false },
  });
  expect(checkIn.ok(), 'check-in').toBe(true);
  const { question, yes, no } = await ballotBoxQuestion(request, staff);
  const sent = await request.post(`${E2E_API_URL}/api/v1/answers`, {
    headers,
    data: {
      answers: [
        {
          questionId: question.id,
          countyCode: where.countyCode,
          pollingStationNumber: where.station,
          options: [{ optionId: (answer === 'Yes' ? yes : no).optionId }],
        },
      ],
    },
  });
  expect(sent.ok(), 'answer').toBe(true);
  return observer;
}

/** No horizontal scrolling at the window's width (WCAG 1.4.10 reflow). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, 'nothing scrolls sideways').toBeLessThanOrEqual(widths.client);
}
