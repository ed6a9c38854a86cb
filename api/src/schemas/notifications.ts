import { z } from 'zod';
import { id, longText, optionalText } from '../validation/fields.js';
import { envelopeOf, pageField, request } from '../openapi/wire.js';

const message = {
  channel: optionalText(100).describe("The push channel (default `Firebase`), compared case-insensitively with the devices'."),
  from: optionalText(200).describe("The sender's name as observers see it."),
  title: longText(200),
  message: longText(4000),
};

export const SendBody = request({
  ...message,
  recipients: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
      z
        .array(id(), { error: 'Must be a list of observer ids.' })
        .min(1, 'Choose at least one recipient.')
        .max(50_000, 'Too many recipients.'),
    )
    .describe('Observer ids (a list, or comma-separated); repeats count once.'),
}).meta({ examples: [{ title: 'Polls close at 21:00', message: 'Remember to send the counting form.', recipients: [17, 18] }] });

export const SendAllBody = request(message).meta({
  examples: [{ title: 'Polls close at 21:00', message: 'Remember to send the counting form.' }],
});

export const Sent = z.object({ sent: z.number().int().describe('How many observers it was sent to.') }).meta({ id: 'Sent' });

export const SentListQuery = request({
  page: pageField(1, 10_000_000, 'The page, from 1.'),
  pageSize: pageField(20, 1000, 'Items per page.'),
});

const SentNotification = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    channel: z.string(),
    insertedAt: z.string(),
    senderAccount: z.string(),
    senderNgoName: z.string(),
    sentObserverIds: z.array(z.number().int()),
  })
  .meta({ id: 'SentNotification' });

export const SentNotificationPage = envelopeOf(SentNotification).meta({ id: 'SentNotificationPage' });
