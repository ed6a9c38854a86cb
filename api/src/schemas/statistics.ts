import { z } from 'zod';
import { id } from '../validation/fields.js';
import { envelopeOf, pageField, request } from '../openapi/wire.js';
import { FILTER_ALIASES, threadFilters } from './answers.js';

const paging = {
  page: pageField(1, 10_000_000, 'The page, from 1.'),
  pageSize: pageField(20, 1000, 'Items per page.'),
};

export const QuestionResultsQuery = request(
  { formId: id().describe('The form whose questions are counted.'), ...threadFilters },
  FILTER_ALIASES,
);

export const QuestionResult = z
  .object({
    questionId: z.number().int(),
    total: z
      .number()
      .int()
      .describe('Threads that answered the question under the filters (a multiple-choice question: not the sum of its options).'),
    options: z.array(
      z.object({
        optionId: z.number().int(),
        count: z
          .number()
          .int()
          .describe('Threads that chose the option: exactly those `GET /api/v1/answers?optionId=` lists with the same filters.'),
        flagged: z.number().int().describe('Of those, the flagged answers: `count` for a flagged option, 0 otherwise.'),
      }),
    ),
  })
  .meta({
    id: 'QuestionResult',
    description: "One question's answers counted by option.",
    examples: [
      {
        questionId: 12,
        total: 40,
        options: [
          { optionId: 31, count: 34, flagged: 0 },
          { optionId: 32, count: 6, flagged: 6 },
        ],
      },
    ],
  });

export const QuestionParams = request({ questionId: id() });
export const FreeTextQuery = request({ ...threadFilters, ...paging }, FILTER_ALIASES);

const FreeTextAnswer = z
  .object({
    observerId: z.number().int(),
    observerName: z.string(),
    pollingStationId: z.number().int(),
    countyCode: z.string(),
    pollingStationNumber: z.number().int(),
    optionId: z.number().int().describe('The free-text option the text was written in.'),
    text: z.string(),
    lastModified: z.string().describe('When the answer was written.'),
  })
  .meta({
    id: 'FreeTextAnswer',
    examples: [
      {
        observerId: 17,
        observerName: 'Ștefan Popescu',
        pollingStationId: 1042,
        countyCode: 'AB',
        pollingStationNumber: 12,
        optionId: 33,
        text: 'The seal of box 2 was broken.',
        lastModified: '2026-11-08T07:31:00.000Z',
      },
    ],
  });
export const FreeTextPage = envelopeOf(FreeTextAnswer).meta({ id: 'FreeTextPage' });

const LEVELS = ['station', 'county'] as const;
export const AnomalyQuery = request({
  level: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(LEVELS, { error: 'Must be station or county.' }))
    .default('station')
    .describe('Rank stations (each against its county) or counties (each against all of them).'),
  formId: id().optional().describe("Only this form's answers and notes."),
  ...paging,
});

const FlagRate = z
  .object({
    code: z.literal('flag-rate'),
    params: z.object({
      ratio: z.number().describe("The estimated flag rate over the baseline's (the score's flag-rate part)."),
      flagged: z.number().int(),
      answers: z.number().int(),
    }),
  })
  .describe('The estimated flag rate is at least 1.5 times the baseline.');
const StationDisagreement = z
  .object({
    code: z.literal('disagreement'),
    params: z.object({
      questionId: z.number().int(),
      questionCode: z.string(),
      observers: z.number().int().describe('Observers who answered the question there.'),
    }),
  })
  .describe('A station: observers chose different options of this single-choice question.');
const CountyDisagreement = z
  .object({ code: z.literal('disagreement'), params: z.object({ stations: z.number().int() }) })
  .describe('A county: stations where observers disagree.');
const StationBurst = z
  .object({
    code: z.literal('urgent-notes-burst'),
    params: z.object({ notes: z.number().int(), minutes: z.number().int() }),
  })
  .describe('A station: this many urgent notes (notes of a thread with a flagged answer) within that many minutes.');
const CountyBurst = z
  .object({ code: z.literal('urgent-notes-burst'), params: z.object({ stations: z.number().int() }) })
  .describe('A county: stations with a burst of urgent notes.');

const Anomaly = z
  .object({
    label: z.string().describe('A county\'s name, or `"<county name> <station number>"`.'),
    score: z.number().describe('How unusual: the estimated flag rate over the baseline, plus 1 per rule signal. Rows come highest first.'),
    rate: z.number().describe('Flagged answers over answers, as observed.'),
    baseline: z.number().describe("The county's flag rate (a station), or all counties' (a county)."),
    answers: z.number().int(),
    countyCode: z.string(),
    pollingStationNumber: z.number().int().optional().describe('Station rows only.'),
    reasons: z
      .array(z.union([FlagRate, StationDisagreement, CountyDisagreement, StationBurst, CountyBurst]))
      .describe('Why the row stands out, as codes.'),
  })
  .meta({
    id: 'Anomaly',
    examples: [
      {
        label: 'Cluj 112',
        score: 4.1,
        rate: 0.43,
        baseline: 0.14,
        answers: 14,
        countyCode: 'CJ',
        pollingStationNumber: 112,
        reasons: [
          { code: 'flag-rate', params: { ratio: 3.1, flagged: 6, answers: 14 } },
          { code: 'disagreement', params: { questionId: 12, questionCode: 'A2-1', observers: 2 } },
        ],
      },
    ],
  });
export const AnomalyPage = envelopeOf(Anomaly).meta({ id: 'AnomalyPage' });
