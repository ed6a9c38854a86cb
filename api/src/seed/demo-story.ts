import type { Queryable, SqlValue } from '../db/types.js';
import type { SeedForm } from './forms-data.js';
import type { LoadedQuestion } from './insert-form.js';
import { pick } from './random.js';

/**
 * What the demo needs for issue 27's story: a form in English whose "Was the ballot box sealed?"
 * has "No" answers to follow into the answers list, and stations that stand out for each of the
 * ranking's reasons, in the organizer's NGO and in ngoadmin's.
 */
export const INTERNATIONAL_FORM: SeedForm = {
  code: 'E',
  description: 'Election-day checklist (international observers)',
  order: 5,
  sections: [
    {
      code: 'E1',
      description: 'Ballot box and materials',
      questions: [
        {
          code: 'E1-1',
          text: 'Was the ballot box sealed?',
          type: 1,
          options: [{ text: 'Yes' }, { text: 'No', flagged: true }],
        },
        {
          code: 'E1-2',
          text: 'Did the number of ballots received match the record?',
          type: 1,
          options: [{ text: 'Yes' }, { text: 'No', flagged: true }],
        },
        {
          code: 'E1-3',
          text: 'What did you see at the station?',
          type: 3,
          options: [
            { text: 'Queues of more than an hour', flagged: true },
            { text: 'Campaign material near the entrance', flagged: true },
            { text: 'Nothing unusual' },
            { text: 'Something else (describe it)', freeText: true, flagged: true },
          ],
        },
      ],
    },
  ],
};

const OTHER_TEXTS = ['The seal number was not written down', 'Ballot box moved to another room', 'A party agent filmed voters'];

/** One demo observer at one station, as the demo seed writes it. */
export interface DemoThread {
  observerId: number;
  stationId: number;
  ngoId: number;
  countyId: number;
}

/**
 * The international form's answers of one thread (about 70 % of threads answer it; "No" to the
 * sealed box about 1 time in 12), with its own random sequence so the other demo data stay as
 * they were. `count` and `flagged` are what the thread's summary adds.
 */
export function internationalAnswers(
  r: () => number,
  form: readonly LoadedQuestion[],
  t: DemoThread,
  at: string,
): { rows: SqlValue[][]; flagged: number } {
  const rows: SqlValue[][] = [];
  let flagged = 0;
  if (r() >= 0.7) return { rows, flagged };
  for (const [i, question] of form.entries()) {
    const flaggedOptions = question.options.filter((o) => o.flagged);
    const calm = question.options.filter((o) => !o.flagged);
    const irregular = r() < (i === 0 ? 0.08 : 0.05);
    const option = irregular ? pick(r, flaggedOptions) : pick(r, calm);
    const value = option.freeText ? pick(r, OTHER_TEXTS) : null;
    rows.push([t.observerId, t.stationId, option.id, question.id, question.formId, t.ngoId, t.countyId, option.flagged, value, at]);
    if (option.flagged) flagged++;
  }
  return { rows, flagged };
}

export interface DemoNote {
  observerId: number;
  ngoId: number;
  stationId: number;
  questionId: number | null;
  formId: number | null;
  text: string;
  at: string;
  photos: string[];
}

export interface DemoRows {
  visits: SqlValue[][];
  answers: SqlValue[][];
  threads: SqlValue[][];
  notes: DemoNote[];
}

interface StoryContext {
  observerId: (i: number) => number | undefined;
  ngoOf: (i: number) => number;
  counties: readonly { id: number; code: string; station_count: number }[];
  usedStations: Set<string>;
  /** Every published form's questions with their codes, for answers chosen by code. */
  questions: ReadonlyMap<string, LoadedQuestion>;
  electionDay: number;
}

/** "Nu" / "No" (or the first flagged option) when `flag`, else the first option that is not flagged. */
function choose(question: LoadedQuestion, flag: boolean) {
  return question.options.find((o) => o.flagged === flag && !o.freeText) ?? question.options[0];
}

/**
 * Stations that stand out, in both staff NGOs (demo observers the main loop leaves without a
 * station): one with half its answers flagged, one where two observers disagree on "Was the
 * ballot box sealed?" and on A2-1, and one with four urgent notes in twenty minutes.
 */
export async function plantAnomalies(q: Queryable, ctx: StoryContext, rows: DemoRows): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const stationIn = async (code: string) => {
    const county = ctx.counties.find((c) => c.code === code);
    if (!county) return undefined;
    let number = 1;
    while (ctx.usedStations.has(`${county.id}:${number}`)) number++;
    ctx.usedStations.add(`${county.id}:${number}`);
    // Every station of a county has its row from the moment counties are seeded (the map lists them all).
    const station = await q.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = ?', [county.id, number]);
    if (!station) return undefined;
    return { id: station.id, county, number };
  };
  /** One observer's thread: answers by question code (true: the flagged option), then notes. */
  const thread = async (
    i: number,
    station: { id: number; county: { id: number; code: string }; number: number },
    answers: [string, boolean][],
    notes: string[] = [],
  ) => {
    const observerId = ctx.observerId(i);
    if (observerId === undefined) return;
    const ngoId = ctx.ngoOf(i);
    const arrival = ctx.electionDay + 20 * 60_000;
    const at = arrival + 45 * 60_000;
    let flagged = 0;
    for (const [code, flag] of answers) {
      const question = ctx.questions.get(code);
      const option = question && choose(question, flag);
      if (!question || !option) continue;
      rows.answers.push([
        observerId,
        station.id,
        option.id,
        question.id,
        question.formId,
        ngoId,
        station.county.id,
        option.flagged,
        null,
        iso(at),
      ]);
      if (option.flagged) flagged++;
    }
    const firstQuestion = ctx.questions.get(answers[0]?.[0] ?? '');
    notes.forEach((text, k) =>
      rows.notes.push({
        observerId,
        ngoId,
        stationId: station.id,
        questionId: firstQuestion?.id ?? null,
        formId: firstQuestion?.formId ?? null,
        text,
        at: iso(at + (k + 1) * 5 * 60_000),
        photos: [],
      }),
    );
    const last = notes.length > 0 ? at + notes.length * 5 * 60_000 : at;
    rows.visits.push([observerId, station.id, ngoId, station.county.id, station.number, iso(arrival), null, true, false, iso(arrival)]);
    rows.threads.push([
      observerId,
      station.id,
      ngoId,
      station.county.id,
      station.county.code,
      station.number,
      answers.length,
      flagged,
      flagged > 0,
      iso(last),
    ]);
  };
  const formA = ['A1-1', 'A1-2', 'A1-3', 'A2-1', 'A2-2', 'A2-4'];
  const formB = ['B1-1', 'B1-2', 'B1-3', 'B1-4', 'B2-1', 'B2-3'];
  const formC = ['C1-1', 'C1-2', 'C2-1', 'C2-2', 'C2-3', 'C2-4'];
  const halfFlagged = [...formA, ...formB, ...formC].map((code, k): [string, boolean] => [code, k % 2 === 0]);
  const calm = (codes: string[]) => codes.map((code): [string, boolean] => [code, false]);
  const burst = [
    'Ballot box seal broken',
    'Seal replaced without a written record',
    'Observers asked to leave the room',
    'Police called to the station',
  ];
  // [observers' demo numbers (organizer NGO ≤ 800, ngoadmin's 801–1500), county]
  const stories = [
    { flags: 2, disagree: [3, 4], burst: 7, counties: ['CJ', 'IS', 'TM'] },
    { flags: 802, disagree: [803, 804], burst: 807, counties: ['BV', 'CT', 'DJ'] },
  ];
  for (const story of stories) {
    const [flagsAt, disagreeAt, burstAt] = [
      await stationIn(story.counties[0] ?? ''),
      await stationIn(story.counties[1] ?? ''),
      await stationIn(story.counties[2] ?? ''),
    ];
    if (flagsAt) await thread(story.flags, flagsAt, halfFlagged);
    if (disagreeAt) {
      const [calmOne, alarmed] = story.disagree as [number, number];
      await thread(calmOne, disagreeAt, calm([...formA, 'E1-1', 'E1-2']));
      await thread(alarmed, disagreeAt, [...calm(formA.filter((c) => c !== 'A2-1')), ['A2-1', true], ['E1-1', true], ['E1-2', false]]);
    }
    if (burstAt) await thread(story.burst, burstAt, [['A2-1', true], ...calm(formA.slice(0, 3))], burst);
  }
}
