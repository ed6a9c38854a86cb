import type { Db, ReadQueryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { threadWhere, type AnswerFilter } from './threads.js';
import { ResultReuse, reuseFor } from './result-reuse.js';
import { SINGLE_CHOICE } from './submissions.js';

interface OptionResult {
  optionId: number;
  /** Threads (one observer at one station) that chose the option. */
  count: number;
  /** Of those, the answers that count as irregular: the option is flagged. */
  flagged: number;
}

export interface QuestionResult {
  questionId: number;
  /** Threads that answered the question (for a multiple-choice question, not the sum of its options). */
  total: number;
  options: OptionResult[];
}

const SINGLE_CHOICE_TYPES = [...SINGLE_CHOICE].join(', ');

/** The form's options (for the index seeks), every one of them or those of multiple-choice questions. */
const FORM_OPTIONS = 'SELECT qo.id FROM question_options qo JOIN questions fq ON fq.id = qo.question_id WHERE fq.form_id = ?';
const MULTIPLE_CHOICE_OPTIONS = `${FORM_OPTIONS} AND fq.question_type NOT IN (${SINGLE_CHOICE_TYPES})`;

interface Source {
  from: string;
  where: string;
  params: SqlValue[];
}

/**
 * Where the answers come from. Every filter is the thread's, as in the answers list, so an
 * option's count is exactly the number of threads `GET /api/v1/answers?optionId=` lists with the
 * same filters. With no filter but a county (and the NGO scope), the answers alone say it:
 * `answers_option_scope` is read without visiting a thread. Otherwise the matching threads are
 * read first and their answers looked up by the primary key (CROSS JOIN keeps SQLite to that
 * order; PostgreSQL chooses for itself).
 */
function sourceOf(p: StaffPrincipal, f: AnswerFilter): Source {
  const threadOnly = { ...f, county: undefined, questionId: undefined, optionId: undefined };
  const narrowed = threadWhere(p, threadOnly).narrowed || f.urgent === true;
  if (!narrowed) {
    const clauses: string[] = [];
    const params: SqlValue[] = [];
    if (f.county) {
      clauses.push('a.county_id = (SELECT c.id FROM counties c WHERE c.code = ?)');
      params.push(f.county.toUpperCase());
    }
    const scope = ngoScope(p);
    if (scope !== undefined) {
      clauses.push('a.ngo_id = ?');
      params.push(scope);
    }
    return { from: 'answers a', where: clauses.length > 0 ? clauses.join(' AND ') : '1 = 1', params };
  }
  const { where, params, needsObserver } = threadWhere(p, { ...f, questionId: undefined, optionId: undefined });
  return {
    from: `answer_threads t${needsObserver ? ' JOIN observers o ON o.id = t.observer_id' : ''} CROSS JOIN answers a`,
    where: `${where} AND a.observer_id = t.observer_id AND a.polling_station_id = t.polling_station_id`,
    params,
  };
}

const caches = new WeakMap<object, ResultReuse<QuestionResult[] | undefined>>();

/**
 * Every question of the form with every option (zeros included), in the form's order, counted
 * under the filters: one grouped statement. An answer is flagged when its option is (answers
 * keep their option's flag), so `flagged` is the count of a flagged option and 0 otherwise.
 * `undefined` when the form does not exist.
 */
export async function questionResults(db: Db, p: StaffPrincipal, formId: number, f: AnswerFilter): Promise<QuestionResult[] | undefined> {
  const key = JSON.stringify([ngoScope(p) ?? null, formId, f]);
  // A heavy read that may be a moment behind: the replica path, the reuse check included (see ResultReuse).
  return reuseFor(caches, db, 64).get(db.replica, key, () => computeQuestionResults(db.replica, p, formId, f));
}

async function computeQuestionResults(
  db: ReadQueryable,
  p: StaffPrincipal,
  formId: number,
  f: AnswerFilter,
): Promise<QuestionResult[] | undefined> {
  const form = await db.get<{ id: number }>('SELECT id FROM forms WHERE id = ?', [formId]);
  if (!form) return undefined;
  const src = sourceOf(p, f);
  const rows = await db.all<{
    question_id: number;
    question_type: number;
    option_id: number | null;
    option_flagged: number | null;
    n: number | null;
    respondents: number | null;
  }>(
    `WITH counted AS (
       SELECT a.option_id, COUNT(*) AS n FROM ${src.from}
        WHERE a.option_id IN (${FORM_OPTIONS}) AND ${src.where}
        GROUP BY a.option_id),
     respondents AS (
       SELECT r.question_id, COUNT(*) AS n FROM (
         SELECT DISTINCT a.question_id, a.observer_id, a.polling_station_id FROM ${src.from}
          WHERE a.option_id IN (${MULTIPLE_CHOICE_OPTIONS}) AND ${src.where}) r
        GROUP BY r.question_id)
     SELECT q.id AS question_id, q.question_type, o.id AS option_id, o.flagged AS option_flagged, c.n, r.n AS respondents
       FROM questions q
       JOIN form_sections s ON s.id = q.section_id
       LEFT JOIN question_options o ON o.question_id = q.id
       LEFT JOIN counted c ON c.option_id = o.id
       LEFT JOIN respondents r ON r.question_id = q.id
      WHERE q.form_id = ?
      ORDER BY s.order_number, s.id, q.order_number, q.id, o.order_number, o.id`,
    [formId, ...src.params, formId, ...src.params, formId],
  );
  const results: QuestionResult[] = [];
  for (const row of rows) {
    let question = results.at(-1);
    if (question?.questionId !== row.question_id) {
      question = { questionId: row.question_id, total: Number(row.respondents ?? 0), options: [] };
      results.push(question);
    }
    if (row.option_id === null) continue;
    const count = Number(row.n ?? 0);
    question.options.push({ optionId: row.option_id, count, flagged: row.option_flagged === 1 ? count : 0 });
  }
  // A single-choice answer is one option, so its threads are the sum of its options' counts.
  const single = new Set(rows.filter((r) => SINGLE_CHOICE.has(Number(r.question_type))).map((r) => r.question_id));
  for (const q of results) if (single.has(q.questionId)) q.total = q.options.reduce((sum, o) => sum + o.count, 0);
  return results;
}

export interface FreeTextAnswer {
  observerId: number;
  observerName: string;
  pollingStationId: number;
  countyCode: string;
  pollingStationNumber: number;
  optionId: number;
  text: string;
  lastModified: string;
}

/**
 * A page of the texts written in the question's free-text options under the filters, newest
 * first (then observer and station, descending), with who wrote them where. `undefined` when
 * the question does not exist.
 */
export async function freeTextAnswers(
  db: Db,
  p: StaffPrincipal,
  questionId: number,
  f: AnswerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FreeTextAnswer[]; total: number } | undefined> {
  // Part of the statistics: read from the replica path (it may be a moment behind).
  const read = db.replica;
  const question = await read.get<{ id: number }>('SELECT id FROM questions WHERE id = ?', [questionId]);
  if (!question) return undefined;
  const { where, params, needsObserver } = threadWhere(p, { ...f, questionId: undefined, optionId: undefined });
  const from = `answers a
    JOIN answer_threads t ON t.observer_id = a.observer_id AND t.polling_station_id = a.polling_station_id
    ${needsObserver ? 'JOIN observers o ON o.id = t.observer_id' : ''}`;
  const filter = `a.option_id IN (SELECT qo.id FROM question_options qo WHERE qo.question_id = ? AND qo.is_free_text = 1)
    AND a.value IS NOT NULL AND a.value <> '' AND ${where}`;
  const total = await read.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${from} WHERE ${filter}`, [questionId, ...params]);
  const rows = await read.all<{
    observer_id: number;
    name: string;
    polling_station_id: number;
    county_code: string;
    station_number: number;
    option_id: number;
    value: string;
    last_modified: string;
  }>(
    `SELECT a.observer_id, ob.name, a.polling_station_id, t.county_code, t.station_number, a.option_id, a.value, a.last_modified
       FROM ${from} JOIN observers ob ON ob.id = a.observer_id
      WHERE ${filter}
      ORDER BY a.last_modified DESC, a.observer_id DESC, a.polling_station_id DESC, a.option_id DESC
      LIMIT ? OFFSET ?`,
    [questionId, ...params, page.limit, page.offset],
  );
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      observerId: r.observer_id,
      observerName: r.name,
      pollingStationId: r.polling_station_id,
      countyCode: r.county_code,
      pollingStationNumber: r.station_number,
      optionId: r.option_id,
      text: r.value,
      lastModified: r.last_modified,
    })),
  };
}
