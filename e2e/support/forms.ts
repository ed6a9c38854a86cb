/**
 * Helpers for the forms area's e2e specs: forms created through the API with codes no other test
 * uses, the API's view of a form (what the screen must have saved), an observer who answers a
 * form through the observer endpoints (as the mobile app does), and the UI steps specs repeat.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';

export { signIn } from './session';

/** How long the area's first screen may take to appear on a loaded CI machine. */
export const AREA_LOAD_MS = 30_000;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A title as sentences carry it: isolated (Unicode FSI…PDI) so its own direction cannot reorder the sentence. */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** A form code no other test uses (the API allows 20 characters). */
export function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 20);
}

interface OptionSpec {
  readonly text: string;
  readonly flagged?: boolean;
  readonly isFreeText?: boolean;
}
interface QuestionSpec {
  readonly code: string;
  readonly text: string;
  readonly questionType?: number;
  readonly options: readonly OptionSpec[];
}
export interface SectionSpec {
  readonly code: string;
  readonly description: string;
  readonly questions: readonly QuestionSpec[];
}

/** Creates a form through the API (the editor's own upload has its tests) and returns its id. */
export async function createForm(
  request: APIRequestContext,
  token: string,
  form: { code: string; description: string; draft?: boolean; diaspora?: boolean; sections?: readonly SectionSpec[] },
): Promise<number> {
  const sections = form.sections ?? [
    { code: 'S1', description: 'Section', questions: [{ code: `${form.code}-1`, text: 'Question', options: [{ text: 'Yes' }] }] },
  ];
  const response = await request.post(`${E2E_API_URL}/api/v1/form`, {
    headers: auth(token),
    data: {
      code: form.code,
      description: form.description,
      draft: form.draft ?? true,
      diaspora: form.diaspora ?? false,
      currentVersion: 1,
      formSections: sections.map((section) => ({
        ...section,
        questions: section.questions.map((question) => ({
          questionType: 1,
          ...question,
          optionsToQuestions: question.options.map((option) => ({ isFreeText: false, flagged: false, ...option })),
        })),
      })),
    },
  });
  expect(response.status(), `create form ${form.code}`).toBe(200);
  return Number(await response.json());
}

export interface StoredForm {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly order: number;
  readonly hasAnswers?: boolean;
  readonly archived?: boolean;
}

/** The forms of one status as the API lists them, in the stored order. */
export async function storedForms(request: APIRequestContext, token: string, draft: boolean): Promise<StoredForm[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/form`, { headers: auth(token), params: { draft } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { formVersions: StoredForm[] }).formVersions;
}

/** The archived forms as the API lists them (staff), or the published ones an observer's token gets. */
export async function listedForms(request: APIRequestContext, token: string, params: Record<string, string>): Promise<StoredForm[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/form`, { headers: auth(token), params });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { formVersions: StoredForm[] }).formVersions;
}

/** The stored form with this code, whichever status it has, or undefined. */
export async function storedFormByCode(request: APIRequestContext, token: string, code: string): Promise<StoredForm | undefined> {
  const all = [...(await storedForms(request, token, false)), ...(await storedForms(request, token, true))];
  return all.find((form) => form.code === code);
}

export interface StoredSection {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly questions: {
    readonly id: number;
    readonly code: string;
    readonly text: string;
    readonly questionType: number;
    readonly hasAnswers?: boolean;
    readonly optionsToQuestions: {
      readonly optionId: number;
      readonly text: string;
      readonly flagged: boolean;
      readonly isFreeText: boolean;
    }[];
  }[];
}

/** GET /api/v1/form/{id} with the given token (staff or observer). */
export async function storedSections(request: APIRequestContext, token: string, id: number): Promise<StoredSection[]> {
  const response = await request.get(`${E2E_API_URL}/api/v1/form/${id}`, { headers: auth(token) });
  expect(response.ok(), `GET form ${id}`).toBe(true);
  return (await response.json()) as StoredSection[];
}

/** A form's structure as codes and texts, in the stored order. */
export function outline(sections: readonly StoredSection[]) {
  return sections.map((section) => ({
    code: section.code,
    questions: section.questions.map((question) => ({
      code: question.code,
      type: question.questionType,
      options: question.optionsToQuestions.map((option) => option.text),
    })),
  }));
}

/** Demo observers of the seed (api/README.md): phones 0722000001…, PIN 1234. Each test takes its own. */
export async function observerToken(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, {
    data: { user: phone, password: '1234', fcmToken: `e2e-${phone}` },
  });
  expect(response.ok(), `observer sign-in ${phone}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Answers the first option of `questionId` as an observer, as the mobile app does: check in at a
 * polling station, then post the answer. Returns the status of the answer post.
 */
export async function answerAsObserver(request: APIRequestContext, token: string, questionId: number, optionId: number): Promise<number> {
  const counties = await request.get(`${E2E_API_URL}/api/v1/county`, { headers: auth(token) });
  expect(counties.ok()).toBe(true);
  const county = ((await counties.json()) as { code: string; limit: number }[]).find((candidate) => candidate.limit >= 3)!;
  const station = { countyCode: county.code, pollingStationNumber: 1 + Math.floor(Math.random() * Math.min(county.limit, 50)) };
  const checkIn = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers: auth(token),
    data: { ...station, urbanArea: true, isPollingStationPresidentFemale: false },
  });
  expect(checkIn.ok(), 'check-in').toBe(true);
  const answer = await request.post(`${E2E_API_URL}/api/v1/answers`, {
    headers: auth(token),
    data: { answers: [{ questionId, ...station, options: [{ optionId }] }] },
  });
  return answer.status();
}

/** The list's rows (Title cells), in order, as shown. */
export function rowTitles(page: Page): Promise<string[]> {
  return page.locator('[data-area="forms"] table tbody tr th[scope="row"] bdi').allTextContents();
}

/** The row of the form with this title. */
export function rowOf(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
}

/** Opens the forms list on a tab and waits for its table or its empty state. */
export async function openList(page: Page, tab: 'public' | 'draft' | 'archived', language: 'en' | 'ro' = 'en'): Promise<void> {
  await page.goto(tab === 'public' ? '/formulare' : `/formulare?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Forms' : 'Formulare' })).toBeVisible({
    timeout: AREA_LOAD_MS,
  });
  await expect(page.locator('[data-area="forms"] table, [data-area="forms"] .obs-empty').first()).toBeVisible({ timeout: AREA_LOAD_MS });
}

/** The index of each title in `titles`, in the order shown (-1 when absent). */
export async function positionsOf(page: Page, titles: readonly string[]): Promise<number[]> {
  const shown = await rowTitles(page);
  return titles.map((title) => shown.indexOf(title));
}

/** The accessible name of the focused element, as far as this test needs it. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelled = element.getAttribute('aria-label');
    if (labelled) return labelled.trim();
    // A label's words hidden from assistive technology (aria-hidden) are not part of the name.
    const spoken = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').trim();
    };
    if (element.id) {
      const label = document.querySelector(`label[for="${element.id}"]`);
      if (label) return spoken(label);
    }
    const wrapping = element.closest('label');
    return wrapping ? spoken(wrapping) : (element.textContent ?? '').trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element has this accessible name. Keyboard only. */
export async function tabTo(page: Page, name: RegExp | string, direction: 'forward' | 'backward' = 'forward', limit = 150) {
  for (let step = 0; step < limit; step += 1) {
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

export type Language = 'en' | 'ro';

/** Where the catalogues the apps ship live: the area's, the kit's and the host's. */
const CATALOGUES = {
  forms: (language: Language) => `remote-forms/i18n/${language}.json`,
  observers: (language: Language) => `remote-observers/i18n/${language}.json`,
  kit: (language: Language) => `shared/src/i18n/kit.${language}.json`,
  host: (language: Language) => `host/public/assets/i18n/${language}.json`,
} as const;
type Namespace = keyof typeof CATALOGUES;

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The words the screen shows in `language`, read from the same catalogues the apps ship (so one
 * journey runs in both languages without a second copy of its labels). `text('forms:editor.publish')`;
 * with `count`, the plural form the language's rules pick (as i18next does); `{{name}}` filled in.
 */
export function textsFor(language: Language) {
  const catalogues = Object.fromEntries(
    Object.entries(CATALOGUES).map(([name, file]) => [name, JSON.parse(readFileSync(path.join(ROOT, file(language)), 'utf8')) as unknown]),
  ) as Record<Namespace, unknown>;
  const plural = new Intl.PluralRules(language);
  const lookup = (namespace: Namespace, key: string): string | undefined => {
    let node: unknown = catalogues[namespace];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  return (key: `${Namespace}:${string}`, values: Readonly<Record<string, string | number>> = {}): string => {
    const [namespace, dotted] = key.split(':') as [Namespace, string];
    const count = values.count;
    const found =
      (typeof count === 'number'
        ? (lookup(namespace, `${dotted}_${plural.select(count)}`) ?? lookup(namespace, `${dotted}_other`))
        : undefined) ?? lookup(namespace, dotted);
    if (found === undefined) throw new Error(`No text ${key} in ${language}`);
    return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}
