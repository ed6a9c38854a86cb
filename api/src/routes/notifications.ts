import { envelope, pagingOf } from '../http/paging.js';
import { problem } from '../openapi/wire.js';
import { observerOf, staffOf as staff } from '../auth/principal.js';
import {
  NotificationParams,
  NotificationRecipientPage,
  ReadReceipt,
  RecipientListQuery,
  SendAllBody,
  SendBody,
  Sent,
  SentListQuery,
  SentNotification,
  SentNotificationPage,
  Undelivered,
} from '../schemas/notifications.js';
import {
  markRead,
  recipientsPage,
  sendToAll,
  sendToObservers,
  sentNotification,
  sentNotifications,
  undeliveredRecipients,
} from '../services/notifications.js';
import { notFound } from '../http/problem.js';
import { apiArea } from './area.js';

export const notificationRoutes = apiArea('Notifications', (app, ctx) => {
  const { db } = ctx;

  app.post(
    '/api/v1/notification/send',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'sendNotification',
        summary: 'Sends a message to chosen observers',
        description:
          'Stores the notification and one pending delivery per recipient in one transaction and answers at once; the delivery workers push it (see `delivery` in the history).',
        body: SendBody,
        response: { 202: Sent, 404: problem('A recipient is not an active observer the caller can see: nothing was sent.') },
      },
    },
    async (req, reply) => {
      const sent = await sendToObservers(db, staff(req), req.body, req.body.recipients, ctx.now());
      ctx.delivery.wake();
      return reply.code(202).send({ sent });
    },
  );

  app.post(
    '/api/v1/notification/send/all',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'sendNotificationToAll',
        summary: 'Sends a message to every active observer the caller can see',
        description: 'Answers as soon as the notification and its pending deliveries are stored, like `send`.',
        body: SendAllBody,
        response: { 202: Sent },
      },
    },
    async (req, reply) => {
      const sent = await sendToAll(db, staff(req), req.body, ctx.now());
      ctx.delivery.wake();
      return reply.code(202).send({ sent });
    },
  );

  app.get(
    '/api/v1/notification/get/all',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listSentNotifications',
        summary: 'What was sent, newest first',
        description:
          "The caller's NGO's messages (organizers: every NGO's), with their recipients and where their deliveries are (`delivery`).",
        querystring: SentListQuery,
        response: { 200: SentNotificationPage },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query);
      const { rows, total } = await sentNotifications(db, staff(req), { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );

  app.get(
    '/api/v1/notification/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getSentNotification',
        summary: 'One notification, as the history shows it',
        params: NotificationParams,
        response: { 200: SentNotification, 404: problem('No such notification, or another NGO sent it.') },
      },
    },
    async (req) => sentNotification(db, staff(req), req.params.id),
  );

  app.get(
    '/api/v1/notification/:id/recipients',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listNotificationRecipients',
        summary: "A notification's recipients and their delivery",
        description: 'Those it did not reach first (failed, no device), then pending, then sent; by name within each.',
        params: NotificationParams,
        querystring: RecipientListQuery,
        response: { 200: NotificationRecipientPage, 404: problem('No such notification, or another NGO sent it.') },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query);
      const { rows, total } = await recipientsPage(db, staff(req), req.params.id, { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );

  app.get(
    '/api/v1/notification/:id/undelivered',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listUndeliveredRecipients',
        summary: 'Who did not get a notification',
        description:
          'The active observers whose delivery failed or who had no device: the list "Send again to those who did not get it" sends to.',
        params: NotificationParams,
        response: { 200: Undelivered, 404: problem('No such notification, or another NGO sent it.') },
      },
    },
    async (req) => ({ observerIds: await undeliveredRecipients(db, staff(req), req.params.id) }),
  );

  app.post(
    '/api/v1/notification/:id/read',
    {
      config: { access: 'observer' },
      schema: {
        operationId: 'markNotificationRead',
        summary: 'The observer read a notification (read receipt)',
        description: 'Idempotent: the first call sets the time, later ones answer it again.',
        params: NotificationParams,
        response: { 200: ReadReceipt, 404: problem('This notification was not sent to the caller.') },
      },
    },
    async (req) => {
      const readAt = await markRead(db, observerOf(req).observerId, req.params.id, ctx.now());
      if (readAt === undefined) throw notFound('This notification was not sent to you.');
      return { readAt };
    },
  );
});
