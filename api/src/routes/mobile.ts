import { z } from 'zod';
import { observerOf } from '../auth/principal.js';
import { AnswersBody, CheckInBody, RegisterBody } from '../schemas/mobile.js';
import { recordAnswers, recordCheckIn } from '../services/submissions.js';
import { registerDeviceNow } from '../services/sign-in.js';
import { apiArea } from './area.js';

export const mobileRoutes = apiArea('Observer app', (app, ctx) => {
  const { db } = ctx;

  app.post(
    '/api/v1/polling-station',
    {
      config: { access: 'observer' },
      schema: {
        operationId: 'checkIn',
        summary: 'Checks the observer in at a polling station',
        description:
          "Upserted per observer and station; moves the thread's `lastModified`. An unknown county or a number outside its range is a 400 on that field.",
        body: CheckInBody,
        response: { 200: z.literal(true) },
      },
    },
    async (req) => {
      const o = observerOf(req);
      await recordCheckIn(db, o, req.body);
      return true as const;
    },
  );

  app.post(
    '/api/v1/answers',
    {
      config: { access: 'observer' },
      schema: {
        operationId: 'submitAnswers',
        summary: "Replaces the observer's answers to those questions at those stations",
        description:
          'In one transaction. Only published forms can be answered (a question of a draft is a 400). A flagged option on a thread whose follow-up is `resolved` sets it back to `needed`.',
        body: AnswersBody,
        response: { 200: z.literal(true) },
      },
    },
    async (req) => {
      const o = observerOf(req);
      await recordAnswers(db, o, req.body.answers);
      return true as const;
    },
  );

  app.post(
    '/api/v1/notification/register',
    {
      config: { access: 'observer' },
      schema: {
        operationId: 'registerDevice',
        summary: "Registers the observer's device token for pushes",
        description: 'One token per observer and channel: the latest wins.',
        body: RegisterBody,
        response: { 202: z.undefined().describe('Registered (no body).') },
      },
    },
    async (req, reply) => {
      await registerDeviceNow(db, observerOf(req).observerId, { channel: req.body.channelName, token: req.body.token });
      return reply.code(202).send();
    },
  );
});
