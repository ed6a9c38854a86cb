/**
 * Helpers for the answers area's e2e specs: a thread created the way the mobile app creates one
 * (an observer of the NGO admin's NGO signs in, checks in, answers with a flagged option, writes
 * a note with a photo), the API's view of it, and the few UI steps the specs repeat.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_API_URL } from './topology';
import { createObserver } from './observers';
import type { CreatedObserver } from './observers';
import { listCounties } from './notifications';

export { signIn, staffToken } from './session';
export { expectNoAxeViolations } from './axe';

/** How long the first screen of the area may take on a loaded machine (the shell allows 10 s per attempt). */
export const AREA_LOAD_MS = 30_000;

/** A 64×48 JPEG (a gradient with a white square), as a phone would attach it. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAGQABAQEBAQEAAAAAAAAAAAAAAwIBBwYA/8QAFRABAQAAAAAAAAAAAAAAAAAAAgD/xAAXAQEBAQEAAAAAAAAAAAAAAAAEAgMF/8QAGhEAAwADAQAAAAAAAAAAAAAAAAECAxFBBP/aAAwDAQACEQMRAD8A8yDODSDODLujRIoGcGkGcGHdGiRQM4NIM4MS6NEjQZwbAZwYl0WkeTBnBpBnBuzdB0igbrlygG6vZQ9tk5OH1zgG6Pc9Bjet6SLwdKBnBpBnBuXdCkjygM4NIM4N2roOkUDMDYDODDui0jQZwbAZwYl0aJGgzg2AzAxLotI//9k=',
  'base64',
);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface FormSection {
  readonly questions: {
    readonly id: number;
    readonly code: string;
    readonly optionsToQuestions: { readonly optionId: number; readonly flagged: boolean; readonly isFreeText: boolean }[];
  }[];
}

/** The first published form (its first tab in the details) and its questions. */
export async function firstForm(request: APIRequestContext, token: string) {
  const forms = (await (await request.get(`${E2E_API_URL}/api/v1/form`, { headers: auth(token), params: { draft: 'false' } })).json()) as {
    formVersions: { id: number; code: string; description: string; order: number }[];
  };
  const form = [...forms.formVersions].sort((a, b) => a.order - b.order || a.id - b.id)[0]!;
  const sections = (await (await request.get(`${E2E_API_URL}/api/v1/form/${form.id}`, { headers: auth(token) })).json()) as FormSection[];
  return { form, questions: sections.flatMap((section) => section.questions) };
}

/** A station number of a county with `limit` stations. */
export function randomStation(limit: number): number {
  return 1 + Math.floor(Math.random() * limit);
}

/** The largest county (the one threads are created in): code, name and number of stations. */
export async function largestCounty(request: APIRequestContext, staff: string) {
  return [...(await listCounties(request, staff))].sort((a, b) => b.limit - a.limit)[0]!;
}

/** The observer's own token, as the mobile app gets it. */
export async function observerToken(request: APIRequestContext, observer: CreatedObserver): Promise<string> {
  const response = await request.post(`${E2E_API_URL}/api/v2/access/authorize`, {
    data: { user: observer.phone, password: observer.pin, fcmToken: `e2e-${observer.id}` },
  });
  expect(response.ok(), `observer sign-in ${observer.phone}`).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface NoteToSend {
  readonly text: string;
  /** Attach it to the flagged question (true) or to none (a general note). */
  readonly onQuestion?: boolean;
  readonly files?: readonly { name: string; mimeType: string; buffer: Buffer }[];
}

export interface ThreadOptions {
  /** A word in the observer's name, e.g. the test's topic. */
  readonly label: string;
  /** The observer's whole name instead (hostile names). */
  readonly name?: string;
  /** Answer the flagged option (an urgent thread); otherwise an unflagged one. */
  readonly flagged?: boolean;
  readonly notes?: readonly NoteToSend[];
  /** Report from this station of the largest county (several threads at one station); random otherwise. */
  readonly station?: number;
}

export interface CreatedThread {
  readonly observer: CreatedObserver;
  readonly countyCode: string;
  readonly countyName: string;
  readonly station: number;
  readonly observerId: number;
  readonly pollingStationId: number;
  readonly pollingStationName: string;
  /** Form and question codes of the flagged question answered. */
  readonly formCode: string;
  readonly questionCode: string;
}

/**
 * A new thread: a new observer (unique phone and name) of the NGO admin's NGO checks in at a
 * random station of the largest county (arrived 06:45 UTC), answers the first published form's
 * first question that has a flagged option (with it, or with another option) and sends the notes.
 */
export async function createThread(request: APIRequestContext, staff: string, options: ThreadOptions): Promise<CreatedThread> {
  const observer = await createObserver(request, staff, options.label);
  if (options.name) {
    const renamed = await request.put(`${E2E_API_URL}/api/v1/observer`, {
      headers: auth(staff),
      data: { observerId: observer.id, name: options.name },
    });
    expect(renamed.ok(), 'rename the observer').toBe(true);
  }
  const token = await observerToken(request, observer);
  const county = await largestCounty(request, staff);
  const station = options.station ?? randomStation(county.limit);
  const checkIn = await request.post(`${E2E_API_URL}/api/v1/polling-station`, {
    headers: auth(token),
    data: {
      countyCode: county.code,
      pollingStationNumber: station,
      observerArrivalTime: '2026-05-18T06:45:00.000Z',
      urbanArea: true,
      isPollingStationPresidentFemale: true,
    },
  });
  expect(checkIn.ok(), 'check-in').toBe(true);
  const { form, questions } = await firstForm(request, token);
  const question = questions.find((candidate) => candidate.optionsToQuestions.some((option) => option.flagged && !option.isFreeText))!;
  const option = question.optionsToQuestions.find((candidate) => candidate.flagged === Boolean(options.flagged) && !candidate.isFreeText)!;
  const answer = await request.post(`${E2E_API_URL}/api/v1/answers`, {
    headers: auth(token),
    data: {
      answers: [
        { questionId: question.id, countyCode: county.code, pollingStationNumber: station, options: [{ optionId: option.optionId }] },
      ],
    },
  });
  expect(answer.ok(), 'answer').toBe(true);
  for (const note of options.notes ?? []) {
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
      CountyCode: county.code,
      PollingStationNumber: String(station),
      Text: note.text,
    };
    if (note.onQuestion) multipart.QuestionId = String(question.id);
    const files = note.files ?? [];
    // Playwright sends one part per key: several files go as Files, Files2... which the API reads all the same.
    files.forEach((file, index) => (multipart[index === 0 ? 'Files' : `Files${index + 1}`] = file));
    const sent = await request.post(`${E2E_API_URL}/api/v2/note`, { headers: auth(token), multipart });
    expect(sent.ok(), `note: ${sent.status()} ${await sent.text()}`).toBe(true);
  }
  const listed = await request.get(`${E2E_API_URL}/api/v1/answers`, { headers: auth(staff), params: { observerId: observer.id } });
  const thread = ((await listed.json()) as { data: { pollingStationId: number; pollingStationName: string }[] }).data[0]!;
  return {
    observer: options.name ? { ...observer, name: options.name } : observer,
    countyCode: county.code,
    countyName: county.name,
    station,
    observerId: observer.id,
    pollingStationId: thread.pollingStationId,
    pollingStationName: thread.pollingStationName,
    formCode: form.code,
    questionCode: question.code,
  };
}

/** The thread's follow-up as the API stores it. */
export async function storedFollowUp(request: APIRequestContext, staff: string, thread: CreatedThread) {
  const response = await request.get(`${E2E_API_URL}/api/v1/answers`, { headers: auth(staff), params: { observerId: thread.observerId } });
  const item = ((await response.json()) as { data: { pollingStationId: number; followUp: string; followUpBy: string | null }[] }).data.find(
    (candidate) => candidate.pollingStationId === thread.pollingStationId,
  );
  return { followUp: item?.followUp, followUpBy: item?.followUpBy };
}

/** The details of a thread, as a deep link (or /urgents/details/... from the urgent list). */
export function detailsUrl(thread: CreatedThread, urgent = false, search = ''): string {
  return `/${urgent ? 'urgents' : 'answers'}/details/${thread.observerId}/${thread.pollingStationId}${search}`;
}

/** The list filtered to one thread: its observer's phone (unique per test). */
export function listUrl(thread: CreatedThread, extra: Record<string, string> = {}): string {
  return `/answers?${new URLSearchParams({ phoneObserver: thread.observer.phone, ...extra }).toString()}`;
}

/** The area's content once it has rendered (the first load of the area may take seconds). */
export async function waitForArea(page: Page): Promise<void> {
  await page.locator('[data-area="answers"] h1').waitFor({ timeout: AREA_LOAD_MS });
}

/**
 * The files inside a zip (an xlsx is one), by name, inflated: enough to prove a download opens as
 * a workbook and holds the thread, without a spreadsheet library in the e2e package.
 */
export function unzip(buffer: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'a zip end-of-central-directory record').toBeGreaterThan(0);
  let entry = buffer.readUInt32LE(end + 16);
  const count = buffer.readUInt16LE(end + 10);
  for (let index = 0; index < count; index += 1) {
    const method = buffer.readUInt16LE(entry + 10);
    const compressed = buffer.readUInt32LE(entry + 20);
    const nameLength = buffer.readUInt16LE(entry + 28);
    const extraLength = buffer.readUInt16LE(entry + 30);
    const commentLength = buffer.readUInt16LE(entry + 32);
    const local = buffer.readUInt32LE(entry + 42);
    const name = buffer.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + compressed);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

export type Messages = { readonly [key: string]: string | Messages };
export type Values = Readonly<Record<string, string | number>>;

export function readMessages(file: string): Messages {
  return JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', file), 'utf8')) as Messages;
}

/** A text of a catalogue, as i18next gives it: plural form by the language's rules, {{values}} filled in. */
export function lookUp(messages: Messages, language: 'en' | 'ro', key: string, values: Values = {}): string {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: Messages = messages;
  for (const part of parts) node = node[part] as Messages;
  const form = typeof values.count === 'number' ? `${last}_${new Intl.PluralRules(language).select(values.count)}` : last;
  const text = node[form] ?? node[last];
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]));
}

/**
 * The words a person sees, in `language`, from the catalogues themselves (so one spec runs in both
 * languages): `t` for the answers area, `shell` for the host's (sign-in, navigation).
 */
export function answersTexts(language: 'en' | 'ro') {
  const area = readMessages(`remote-answers/i18n/${language}.json`);
  const host = readMessages(`host/public/assets/i18n/${language}.json`);
  return {
    t: (key: string, values?: Values) => lookUp(area, language, key, values),
    shell: (key: string, values?: Values) => lookUp(host, language, key, values),
  };
}
