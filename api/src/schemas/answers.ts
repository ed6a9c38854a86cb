import { z } from 'zod';
import { bool, id, int, isoDate, optionalText } from '../validation/fields.js';
import { envelopeOf, pageField, request } from '../openapi/wire.js';
import { FOLLOW_UP_STATUSES, followUpStatus } from './follow-up.js';

/** The thread filters shared by the thread list, the exports and the per-question statistics. */
export const threadFilters = {
  county: optionalText(10).describe('A county code.'),
  pollingStationNumber: int().optional(),
  fromPollingStationNumber: int().optional().describe('Only stations numbered this or higher.'),
  toPollingStationNumber: int().optional().describe('Only stations numbered this or lower.'),
  phoneObserver: optionalText(20).describe("A part of the observer's phone."),
  observerId: id().optional(),
  from: isoDate().optional().describe('Threads changed at or after this time.'),
  to: isoDate().optional().describe('Threads changed at or before this time.'),
  urgent: bool().optional().describe('`true`: only threads with at least one flagged answer.'),
  followUp: followUpStatus().optional().describe('Only threads with this follow-up status (case-insensitive).'),
};
/** The answer filters of the thread list and the exports: the thread filters and what the threads answered. */
const filters = {
  ...threadFilters,
  questionId: id().optional().describe('Only threads that answered this question.'),
  optionId: id().optional().describe('Only threads that chose this option (with `questionId`: an option of that question).'),
};
export const FILTER_ALIASES = {
  observerPhoneNumber: 'phoneObserver',
  isUrgent: 'urgent',
  idObserver: 'observerId',
  countyCode: 'county',
};

export const AnswerFilterQuery = request(filters, FILTER_ALIASES);

export const ThreadListQuery = request(
  {
    ...filters,
    unresolvedFirst: bool()
      .optional()
      .describe(
        '`true`: threads not yet `resolved` first, then the resolved ones, each group newest first; paging and totals follow that order.',
      ),
    page: pageField(1, 10_000_000, 'The page, from 1.'),
    pageSize: pageField(20, 1000, 'Items per page.'),
  },
  FILTER_ALIASES,
);

const Thread = z
  .object({
    observerId: z.number().int(),
    pollingStationId: z.number().int(),
    pollingStationName: z.string().describe('`"<county name> <station number>"`.'),
    observerName: z.string(),
    observerPhone: z.string(),
    observerPhoneNumber: z.string().describe('The same as `observerPhone`: the name the original client reads (compatibility alias).'),
    countyCode: z.string(),
    pollingStationNumber: z.number().int(),
    urgent: z.boolean().describe('At least one answer chose a flagged option.'),
    lastModified: z.string().describe("The thread's latest change: check-in, answer or note."),
    observerArrivalTime: z.string().nullable(),
    observerLeaveTime: z.string().nullable(),
    urbanArea: z.boolean().nullable(),
    isPollingStationPresidentFemale: z.boolean().nullable(),
    followUp: z.enum(FOLLOW_UP_STATUSES),
    followUpBy: z.string().nullable(),
    followUpAt: z.string().nullable(),
    claimedBy: z.string().nullable().describe('Who is handling the thread now ("being handled by"); `null`: no one, or the claim expired.'),
    claimedUntil: z.string().nullable().describe('When that claim ends unless renewed.'),
  })
  .meta({
    id: 'Thread',
    description: 'One observer at one polling station, with the check-in details inline (a page of threads is one request).',
    examples: [
      {
        observerId: 17,
        pollingStationId: 1042,
        pollingStationName: 'Alba 12',
        observerName: 'Ștefan Popescu',
        observerPhone: '0722000017',
        observerPhoneNumber: '0722000017',
        countyCode: 'AB',
        pollingStationNumber: 12,
        urgent: true,
        lastModified: '2026-11-08T08:02:11.000Z',
        observerArrivalTime: '2026-11-08T06:45:00.000Z',
        observerLeaveTime: null,
        urbanArea: true,
        isPollingStationPresidentFemale: false,
        followUp: 'needed',
        followUpBy: 'ngoadmin',
        followUpAt: '2026-11-08T08:30:00.000Z',
        claimedBy: 'ngoadmin',
        claimedUntil: '2026-11-08T08:40:00.000Z',
      },
    ],
  });

export const ThreadPage = envelopeOf(Thread).meta({ id: 'ThreadPage' });

const KEY_ALIASES = { idObserver: 'observerId', idPollingStation: 'pollingStationId' };
export const ThreadDetailQuery = request({ observerId: id(), pollingStationId: id() }, KEY_ALIASES);
/** The original client sends the station id as `PollingStationNumber` here. */
export const StationInfoQuery = request(
  { observerId: id(), pollingStationId: id() },
  { pollingStationNumber: 'pollingStationId', idObserver: 'observerId' },
);

export const FilledInQuestion = z
  .object({
    id: z.number().int().describe('The question id.'),
    formId: z.number().int(),
    formCode: z.string(),
    questionCode: z.string(),
    text: z.string(),
    questionTypeId: z.number().int(),
    answers: z.array(
      z.object({
        optionId: z.number().int(),
        text: z.string(),
        isFreeText: z.boolean(),
        value: z.string().nullable().describe('The free text, for a free-text option.'),
        flagged: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'FilledInQuestion', description: 'One answered question, with the options the observer chose.' });

export const StationInfo = z
  .object({
    lastModified: z.string().describe("The thread's latest change: check-in, answer or note."),
    observerArrivalTime: z.string().nullable(),
    observerLeaveTime: z.string().nullable(),
    urbanArea: z.boolean().nullable(),
    isPollingStationPresidentFemale: z.boolean().nullable(),
  })
  .meta({ id: 'StationInfo' });
