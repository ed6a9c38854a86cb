import { staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { problem } from '../openapi/wire.js';
import { SendAllBody, SendBody, Sent, SentListQuery, SentNotificationPage } from '../schemas/notifications.js';
import { sendToAll, sendToObservers, sentNotifications } from '../services/notifications.js';
import { apiArea } from './area.js';

export const notificationRoutes = apiArea('Notifications', (app, ctx) => {
  const { db, sender } = ctx;

  app.post(
    '/api/v1/notification/send',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'sendNotification',
        summary: 'Sends a message to chosen observers',
        body: SendBody,
        response: { 202: Sent, 404: problem('A recipient is not an active observer the caller can see: nothing was sent.') },
      },
    },
    async (req, reply) => {
      const sent = await sendToObservers(db, sender, staffOf(req), req.body, req.body.recipients);
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
        body: SendAllBody,
        response: { 202: Sent },
      },
    },
    async (req, reply) => {
      const sent = await sendToAll(db, sender, staffOf(req), req.body);
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
        description: "The caller's NGO's messages (organizers: every NGO's), with their recipients.",
        querystring: SentListQuery,
        response: { 200: SentNotificationPage },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query);
      const { rows, total } = await sentNotifications(db, staffOf(req), { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );
});
