import { z } from 'zod';
import { id, int } from '../validation/fields.js';
import { envelopeOf, pageField, request } from '../openapi/wire.js';
import { ATTENTION_KINDS } from '../services/attention.js';

const kind = () =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(ATTENTION_KINDS, { error: 'Must be silent, not-started, left-with-urgent or unread.' }),
    )
    .describe(
      '`silent`: checked in, nothing sent (check-in, answer, note) for `minutes`; `not-started`: active, no check-in by the time of day; `left-with-urgent`: left a station whose thread has flagged answers not resolved; `unread`: did not read the last notification sent to them within `minutes`.',
    );

const minutes = (max: number, what: string) =>
  int()
    .refine((n) => n >= 0 && n <= max, `From 0 to ${max}.`)
    .describe(what);

export const AttentionQuery = request({
  kind: kind(),
  minutes: minutes(
    24 * 60,
    "The threshold; without it, the NGO's own (see thresholds). For `not-started` it is the time of day, in minutes after midnight in the election's time zone (480 = 08:00); `left-with-urgent` has none.",
  ).optional(),
  page: pageField(1, 10_000_000, 'The page, from 1.'),
  pageSize: pageField(50, 500, 'Items per page.'),
}).meta({ examples: [{ kind: 'silent', minutes: 60, page: 1, pageSize: 50 }] });

const AttentionItem = z
  .object({
    observerId: z.number().int(),
    name: z.string(),
    phone: z.string(),
    kind: z.enum(ATTENTION_KINDS),
    since: z.string().describe('Since when (ISO): the start of the silence, the time of day passed, the leave, the notification.'),
    countyCode: z
      .string()
      .nullable()
      .describe('The station concerned (silent, left: that one; unread: where they are checked in), or null.'),
    pollingStationNumber: z.number().int().nullable(),
    handledBy: z.string().nullable().describe('Who marked it handled, for this episode (a mark made before `since` does not count).'),
    handledAt: z.string().nullable(),
  })
  .meta({
    id: 'AttentionItem',
    examples: [
      {
        observerId: 17,
        name: 'Ana Popescu',
        phone: '0722000017',
        kind: 'silent',
        since: '2026-11-08T09:12:00.000Z',
        countyCode: 'AB',
        pollingStationNumber: 12,
        handledBy: null,
        handledAt: null,
      },
    ],
  });

export const AttentionPage = envelopeOf(AttentionItem).meta({ id: 'AttentionPage' });

export const HandledBody = request({ observerId: id(), kind: kind() }).meta({ examples: [{ observerId: 17, kind: 'silent' }] });

export const Handled = z
  .object({ observerId: z.number().int(), kind: z.enum(ATTENTION_KINDS), handledBy: z.string(), handledAt: z.string() })
  .meta({ id: 'AttentionHandled' });

const thresholds = {
  silentMinutes: minutes(24 * 60, 'Silent after this many minutes without a check-in, an answer or a note.').refine(
    (n) => n >= 1,
    'From 1 to 1440.',
  ),
  notStartedBy: z
    .string({ error: 'Must be a time of day (HH:MM).' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time of day (HH:MM).')
    .describe("Not started: no check-in by this time of day, in the election's time zone."),
  unreadMinutes: minutes(24 * 60, 'Unread after this many minutes.').refine((n) => n >= 1, 'From 1 to 1440.'),
};

export const ThresholdsBody = request(thresholds).meta({ examples: [{ silentMinutes: 60, notStartedBy: '08:00', unreadMinutes: 30 }] });

export const Thresholds = z
  .object({
    silentMinutes: z.number().int(),
    notStartedBy: z.string(),
    unreadMinutes: z.number().int(),
    timeZone: z.string().describe('Where `notStartedBy` is read (ELECTION_TIME_ZONE).'),
    updatedBy: z.string().nullable().describe('Who last set them (null: the defaults).'),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AttentionThresholds' });
