import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { problem } from '../openapi/wire.js';
import { ResetBody } from '../schemas/observers.js';
import { resetObserver } from '../services/observers.js';
import { apiArea } from './area.js';

export const observerResetRoutes = apiArea('Observers', (app, ctx) => {
  app.post(
    '/api/v1/observer/reset',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'resetObserver',
        summary: "Sets an observer's PIN, or forgets their devices",
        description:
          'With `observerId`, exactly that observer. With `phoneNumber` alone, the one active observer the caller can see with that phone: when the caller sees several (an organizer, with phones shared before the one-phone rule) the answer is a 409, never the lowest id. One of the two is required.',
        body: ResetBody,
        response: {
          200: z
            .union([z.literal(true), z.number().int()])
            .describe('`true` for `reset-password`; for `device`, the number of device registrations removed.'),
          404: problem('No such observer the caller can see (by id, or by phone).'),
          409: problem('More than one observer the caller can see has this phone: choose one by `observerId`.'),
        },
      },
    },
    async (req) => {
      const body = req.body;
      const pinHash = body.pin !== undefined ? await ctx.hasher.hash(body.pin) : undefined;
      return resetObserver(ctx.db, staffOf(req), {
        action: body.action,
        observerId: body.observerId,
        phoneNumber: body.phoneNumber,
        pinHash,
      });
    },
  );
});
