import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireStaff } from '../auth/principal.js';
import { parseWith } from '../validation/validate.js';
import { id } from '../validation/fields.js';
import { followUpHistory, followUpStatus, requireVisibleThread, setFollowUp } from '../services/follow-up.js';
import { nowIso } from '../util.js';

const ThreadKey = { observerId: id(), pollingStationId: id() };
const SetBody = z.object({ ...ThreadKey, status: followUpStatus() });
const KEY_ALIASES = { idObserver: 'observerId', idPollingStation: 'pollingStationId' };

/** Contract "Follow-up": staff mark the threads they have handled. */
export function followUpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.put('/api/v1/answers/follow-up', async (req) => {
    const p = await requireStaff(ctx, req);
    const body = parseWith(SetBody, req.body, KEY_ALIASES);
    return db.tx(async (q) => {
      await requireVisibleThread(q, p, body.observerId, body.pollingStationId);
      return setFollowUp(q, body.observerId, body.pollingStationId, body.status, p.account, nowIso());
    });
  });

  app.get('/api/v1/answers/follow-up/history', async (req) => {
    const p = await requireStaff(ctx, req);
    const qy = parseWith(z.object(ThreadKey), req.query, KEY_ALIASES);
    await requireVisibleThread(db, p, qy.observerId, qy.pollingStationId);
    return followUpHistory(db, qy.observerId, qy.pollingStationId);
  });
}
