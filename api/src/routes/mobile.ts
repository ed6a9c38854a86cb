import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireObserver } from '../auth/principal.js';
import { ciObject, parseWith } from '../validation/validate.js';
import { bool, int, isoDate, longText, optionalText } from '../validation/fields.js';
import { checkIn, submitAnswers } from '../services/submissions.js';
import { nowIso } from '../util.js';

const CheckInBody = z.object({
  countyCode: longText(10),
  pollingStationNumber: int(),
  observerArrivalTime: isoDate().optional(),
  observerLeaveTime: isoDate().optional(),
  urbanArea: bool().optional(),
  isPollingStationPresidentFemale: bool().optional(),
});

const AnswersBody = z.object({
  answers: z
    .array(
      ciObject({
        questionId: int(),
        countyCode: longText(10),
        pollingStationNumber: int(),
        options: z
          .array(ciObject({ optionId: int(), value: optionalText(1000) }, { idOption: 'optionId' }), { error: 'Must be a list.' })
          .max(100, 'At most 100 options.'),
      }),
      { error: 'Must be a list.' },
    )
    .min(1, 'Give at least one answer.')
    .max(500, 'At most 500 answers at once.'),
});

const RegisterBody = z.object({ channelName: longText(256), token: longText(512) });

export function mobileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/v1/polling-station', async (req) => {
    const o = await requireObserver(ctx, req);
    const body = parseWith(CheckInBody, req.body, { idPollingStation: 'pollingStationNumber' });
    await db.tx((q) => checkIn(q, o, body));
    return true;
  });

  app.post('/api/v1/answers', async (req) => {
    const o = await requireObserver(ctx, req);
    const body = parseWith(AnswersBody, req.body);
    await db.tx((q) => submitAnswers(q, o, body.answers));
    return true;
  });

  app.post('/api/v1/notification/register', async (req, reply) => {
    const o = await requireObserver(ctx, req);
    const body = parseWith(RegisterBody, req.body);
    const now = nowIso();
    await db.tx(async (q) => {
      await q.run(
        `INSERT INTO device_registrations (observer_id, channel_name, token, registered_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (observer_id, channel_name) DO UPDATE SET token = excluded.token, registered_at = excluded.registered_at`,
        [o.observerId, body.channelName, body.token, now],
      );
      await q.run('UPDATE observers SET device_register_date = ? WHERE id = ?', [now, o.observerId]);
    });
    return reply.code(202).send();
  });
}
