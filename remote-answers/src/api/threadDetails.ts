import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { AnswerExtra, CompletedAnswerGroup, Note } from './types';

/** Which thread: one observer at one polling station. */
export interface ThreadKey {
  readonly observerId: number;
  readonly pollingStationId: number;
}

const FILLED_IN_PATH = '/api/v1/answers/filledIn';
const STATION_INFO_PATH = '/api/v1/answers/pollingStationInfo';
const NOTES_PATH = '/api/v2/note';

/** GET /api/v1/answers/filledIn: every question the observer answered at the station. */
export function getFilledIn(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<CompletedAnswerGroup[]> {
  return http.get<CompletedAnswerGroup[]>(FILLED_IN_PATH, {
    query: { pollingStationId: key.pollingStationId, observerId: key.observerId },
    signal,
  });
}

/**
 * GET /api/v1/answers/pollingStationInfo: arrival, departure, urban area, woman president. A
 * 204 (the observer never checked in there) gives null.
 */
export async function getStationInfo(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<AnswerExtra | null> {
  const info = await http.get<AnswerExtra | '' | null>(STATION_INFO_PATH, {
    query: { observerId: key.observerId, pollingStationId: key.pollingStationId },
    signal,
  });
  return info && typeof info === 'object' ? info : null;
}

/** GET /api/v2/note: the observer's notes at the station, oldest first. */
export function listNotes(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<Note[]> {
  return http.get<Note[]>(NOTES_PATH, { query: { observerId: key.observerId, pollingStationId: key.pollingStationId }, signal });
}

/** What the details pane shows above and around the form tabs. */
export interface ThreadDetails {
  /** Null when the observer never checked in at the station. */
  readonly info: AnswerExtra | null;
  readonly answers: readonly CompletedAnswerGroup[];
  readonly notes: readonly Note[];
}

/** The three reads of a thread, in parallel: one failure fails them together (one Retry). */
export async function getThreadDetails(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<ThreadDetails> {
  const [info, answers, notes] = await Promise.all([
    getStationInfo(http, key, signal),
    getFilledIn(http, key, signal),
    listNotes(http, key, signal),
  ]);
  return { info, answers, notes };
}
