import { z } from 'zod';
import { ciObject } from '../validation/validate.js';
import { bool, int, isoDate, longText, optionalText } from '../validation/fields.js';
import { request } from '../openapi/wire.js';

export const CheckInBody = request(
  {
    countyCode: longText(10),
    pollingStationNumber: int().describe("From 1 to the county's `limit`."),
    observerArrivalTime: isoDate().optional(),
    observerLeaveTime: isoDate().optional(),
    urbanArea: bool().optional(),
    isPollingStationPresidentFemale: bool().optional(),
  },
  { idPollingStation: 'pollingStationNumber' },
).meta({
  examples: [
    {
      countyCode: 'AB',
      pollingStationNumber: 12,
      observerArrivalTime: '2026-11-08T06:45:00Z',
      urbanArea: true,
      isPollingStationPresidentFemale: false,
    },
  ],
});

export const AnswersBody = request({
  answers: z
    .array(
      ciObject({
        questionId: int(),
        countyCode: longText(10),
        pollingStationNumber: int(),
        options: z
          .array(
            ciObject({ optionId: int(), value: optionalText(1000).describe('The text of a free-text option.') }, { idOption: 'optionId' }),
            {
              error: 'Must be a list.',
            },
          )
          .max(100, 'At most 100 options.')
          .describe('The options chosen (`optionId` is also read as `idOption`). An empty list clears the answer.'),
      }),
      { error: 'Must be a list.' },
    )
    .min(1, 'Give at least one answer.')
    .max(500, 'At most 500 answers at once.'),
}).meta({
  examples: [
    {
      answers: [
        { questionId: 41, countyCode: 'AB', pollingStationNumber: 12, options: [{ optionId: 97 }, { optionId: 99, value: 'Seal broken' }] },
      ],
    },
  ],
});

export const RegisterBody = request({ channelName: longText(256), token: longText(512) }).meta({
  examples: [{ channelName: 'Firebase', token: 'device-token' }],
});
