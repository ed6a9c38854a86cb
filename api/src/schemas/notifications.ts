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

const DeliveryCounts = z
  .object({
    pending: z.number().int().describe('Not settled yet (waiting, being sent, or waiting to be tried again).'),
    sent: z.number().int().describe('Accepted by the push provider (or recorded, without a provider).'),
    failed: z.number().int().describe('Not delivered after every attempt, or refused by the provider.'),
    noDevice: z.number().int().describe('The observer has no device for the channel (or its token was unregistered).'),
    read: z.number().int().describe('Recipients who said they read it.'),
  })
  .meta({ id: 'DeliveryCounts' });

export const SentNotification = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    channel: z.string(),
    insertedAt: z.string(),
    senderAccount: z.string(),
    senderNgoName: z.string(),
    sentObserverIds: z.array(z.number().int()),
    delivery: DeliveryCounts,
  })
  .meta({ id: 'SentNotification' });

export const SentNotificationPage = envelopeOf(SentNotification).meta({ id: 'SentNotificationPage' });

export const NotificationParams = request({ id: id() });

const DeliveryStatus = z.enum(['pending', 'sent', 'failed', 'no_device']).meta({ id: 'DeliveryStatus' });

const NotificationRecipient = z
  .object({
    observerId: z.number().int(),
    name: z.string(),
    status: DeliveryStatus,
    readAt: z.string().nullable().describe('When the observer said they read it (ISO), or null.'),
  })
  .meta({ id: 'NotificationRecipient', examples: [{ observerId: 17, name: 'Ana Popescu', status: 'sent', readAt: null }] });

export const NotificationRecipientPage = envelopeOf(NotificationRecipient).meta({ id: 'NotificationRecipientPage' });

export const RecipientListQuery = request({
  page: pageField(1, 10_000_000, 'The page, from 1.'),
  pageSize: pageField(50, 1000, 'Items per page.'),
});

export const Undelivered = z
  .object({ observerIds: z.array(z.number().int()).describe('Active observers whose delivery failed or who had no device, ascending.') })
  .meta({ id: 'Undelivered' });

export const ReadReceipt = z
  .object({ readAt: z.string().describe('When it was first read (ISO); a repeated call answers the same time.') })
  .meta({ id: 'ReadReceipt' });
