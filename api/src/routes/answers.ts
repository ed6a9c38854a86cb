import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireStaff } from '../auth/principal.js';
import { envelope, readPaging } from '../http/paging.js';
import { notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { bool as boolField, id } from '../validation/fields.js';
import type { FollowUpStatus } from '../services/follow-up.js';
import { ANSWER_FILTER_ALIASES, AnswerFilterQuery, threadWhere } from '../services/threads.js';
import { findObserverForEvidence } from '../services/observers.js';
import { bool } from '../util.js';
import { ngoScope } from '../auth/principal.js';
import { threadTotal } from '../services/counts.js';
import { threadLastModified } from '../services/thread-activity.js';

const optBool = (v: number | null) => (v === null ? null : bool(v));

interface ThreadRow {
  observer_id: number;
  polling_station_id: number;
  county_code: string;
  county_name: string;
  station_number: number;
  urgent: number;
  last_modified: string;
  follow_up: FollowUpStatus;
  follow_up_by: string | null;
  follow_up_at: string | null;
  name: string;
  phone: string;
  arrival_time: string | null;
  leave_time: string | null;
  urban_area: number | null;
  president_female: number | null;
}

const DetailQuery = z.object({ observerId: id(), pollingStationId: id() });
const ListOrderQuery = z.object({ unresolvedFirst: boolField().optional() });

/**
 * Newest first; with unresolvedFirst, threads not yet `resolved` come before the resolved
 * ones, each group newest first. Fixed strings only (never built from input).
 */
const THREAD_ORDER = {
  newest: { inner: 't.last_modified DESC, t.observer_id DESC, t.polling_station_id DESC', outer: '' },
  unresolvedFirst: {
    inner: 't.unresolved DESC, t.last_modified DESC, t.observer_id DESC, t.polling_station_id DESC',
    outer: 'page.unresolved DESC, ',
  },
} as const;

/** One answered question of `GET /api/v1/answers/filledIn`, with the options the observer chose. */
export interface FilledInQuestion {
  id: number;
  formId: number;
  formCode: string;
  questionCode: string;
  text: string;
  questionTypeId: number;
  answers: { optionId: number; text: string; isFreeText: boolean; value: string | null; flagged: boolean }[];
}

export function answerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/v1/answers', async (req) => {
    const p = await requireStaff(ctx, req);
    const f = parseWith(AnswerFilterQuery, req.query, ANSWER_FILTER_ALIASES);
    const paging = readPaging(req.query);
    const { where, params, needsObserver } = threadWhere(p, f);
    const { unresolvedFirst } = parseWith(ListOrderQuery, req.query);
    const onlyScopeAndUrgency =
      !f.county &&
      f.pollingStationNumber === undefined &&
      !f.phoneObserver &&
      f.observerId === undefined &&
      !f.from &&
      !f.to &&
      !f.followUp;
    const total = onlyScopeAndUrgency
      ? { n: await threadTotal(db, ngoScope(p), f.urgent === true) }
      : await db.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM answer_threads t${needsObserver ? ' JOIN observers o ON o.id = t.observer_id' : ''} WHERE ${where}`,
          params,
        );
    // Index-backed: the page's keys come from answer_threads' (ngo, urgent, last_modified)
    // indexes, so OFFSET skips index entries; only the page's rows are joined to names and
    // check-in details.
    const order = THREAD_ORDER[unresolvedFirst === true ? 'unresolvedFirst' : 'newest'];
    const rows = await db.all<ThreadRow>(
      `SELECT t.observer_id, t.polling_station_id, t.county_code, c.name AS county_name, t.station_number, t.urgent, t.last_modified,
              t.follow_up, t.follow_up_by, t.follow_up_at,
              o.name, o.phone, v.arrival_time, v.leave_time, v.urban_area, v.president_female
         FROM (SELECT t.observer_id, t.polling_station_id, t.unresolved, t.last_modified FROM answer_threads t${needsObserver ? ' JOIN observers o ON o.id = t.observer_id' : ''}
                WHERE ${where} ORDER BY ${order.inner} LIMIT ? OFFSET ?) page
         JOIN answer_threads t ON t.observer_id = page.observer_id AND t.polling_station_id = page.polling_station_id
         JOIN observers o ON o.id = t.observer_id
         JOIN counties c ON c.id = t.county_id
         LEFT JOIN station_visits v ON v.observer_id = t.observer_id AND v.polling_station_id = t.polling_station_id
        ORDER BY ${order.outer}page.last_modified DESC, page.observer_id DESC, page.polling_station_id DESC`,
      [...params, paging.pageSize, paging.offset],
    );
    return envelope(
      rows.map((r) => ({
        observerId: r.observer_id,
        pollingStationId: r.polling_station_id,
        pollingStationName: `${r.county_name} ${r.station_number}`,
        observerName: r.name,
        observerPhone: r.phone,
        observerPhoneNumber: r.phone,
        countyCode: r.county_code,
        pollingStationNumber: r.station_number,
        urgent: r.urgent === 1,
        lastModified: r.last_modified,
        observerArrivalTime: r.arrival_time,
        observerLeaveTime: r.leave_time,
        urbanArea: optBool(r.urban_area),
        isPollingStationPresidentFemale: optBool(r.president_female),
        followUp: r.follow_up,
        followUpBy: r.follow_up_by,
        followUpAt: r.follow_up_at,
      })),
      paging,
      total?.n ?? 0,
    );
  });

  app.get('/api/v1/answers/filledIn', async (req) => {
    const p = await requireStaff(ctx, req);
    const qy = parseWith(DetailQuery, req.query, { idObserver: 'observerId', idPollingStation: 'pollingStationId' });
    const obs = await findObserverForEvidence(db, p, qy.observerId);
    if (!obs) throw notFound('No such observer.');
    const rows = await db.all<{
      question_id: number;
      form_id: number;
      form_code: string;
      question_code: string;
      text: string;
      question_type: number;
      option_id: number;
      option_text: string;
      is_free_text: number;
      value: string | null;
      flagged: number;
    }>(
      `SELECT a.question_id, q.form_id, f.code AS form_code, q.code AS question_code, q.text, q.question_type,
              a.option_id, op.text AS option_text, op.is_free_text, a.value, op.flagged
         FROM answers a
         JOIN question_options op ON op.id = a.option_id
         JOIN questions q ON q.id = a.question_id
         JOIN form_sections s ON s.id = q.section_id
         JOIN forms f ON f.id = q.form_id
        WHERE a.observer_id = ? AND a.polling_station_id = ?
        ORDER BY f.sort_order, f.id, s.order_number, q.order_number, q.id, op.order_number, op.id`,
      [obs.id, qy.pollingStationId],
    );
    const out: FilledInQuestion[] = [];
    const byQ = new Map<number, (typeof out)[number]>();
    for (const r of rows) {
      let item = byQ.get(r.question_id);
      if (!item) {
        item = {
          id: r.question_id,
          formId: r.form_id,
          formCode: r.form_code,
          questionCode: r.question_code,
          text: r.text,
          questionTypeId: r.question_type,
          answers: [],
        };
        byQ.set(r.question_id, item);
        out.push(item);
      }
      item.answers.push({
        optionId: r.option_id,
        text: r.option_text,
        isFreeText: r.is_free_text === 1,
        value: r.value,
        flagged: r.flagged === 1,
      });
    }
    return out;
  });

  app.get('/api/v1/answers/pollingStationInfo', async (req, reply) => {
    const p = await requireStaff(ctx, req);
    // The client sends the station id as PollingStationNumber (contract alias).
    const qy = parseWith(DetailQuery, req.query, { pollingStationNumber: 'pollingStationId', idObserver: 'observerId' });
    const obs = await findObserverForEvidence(db, p, qy.observerId);
    if (!obs) throw notFound('No such observer.');
    const v = await db.get<{
      last_modified: string;
      arrival_time: string | null;
      leave_time: string | null;
      urban_area: number | null;
      president_female: number | null;
    }>(
      'SELECT last_modified, arrival_time, leave_time, urban_area, president_female FROM station_visits WHERE observer_id = ? AND polling_station_id = ?',
      [obs.id, qy.pollingStationId],
    );
    if (!v) return reply.code(204).send();
    return {
      lastModified: (await threadLastModified(db, obs.id, qy.pollingStationId)) ?? v.last_modified,
      observerArrivalTime: v.arrival_time,
      observerLeaveTime: v.leave_time,
      urbanArea: optBool(v.urban_area),
      isPollingStationPresidentFemale: optBool(v.president_female),
    };
  });
}
