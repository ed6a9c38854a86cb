import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ngoScope, requireStaff } from '../auth/principal.js';
import { conflict, notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { id, phone, pin } from '../validation/fields.js';
import { findVisibleObserver } from '../services/observers.js';
import { visiblePhoneHolders } from '../services/observer-identity.js';

const ResetBody = z
  .object({
    action: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['reset-password', 'device'], { error: 'Must be reset-password or device.' }),
    ),
    observerId: id().optional(),
    phoneNumber: phone().optional(),
    pin: pin().optional(),
  })
  .superRefine((b, issue) => {
    if (b.observerId === undefined && b.phoneNumber === undefined)
      issue.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Give observerId or phoneNumber.' });
    if (b.action === 'reset-password' && b.pin === undefined)
      issue.addIssue({ code: 'custom', path: ['pin'], message: 'This field is required.' });
  });

export const AMBIGUOUS_PHONE = 'More than one observer has this phone number; choose the observer (observerId).';

/**
 * `POST /api/v1/observer/reset`. With `observerId`, exactly that observer (the phone, if also
 * sent, is not used to choose). With a phone alone, the one observer the caller can see that
 * holds it; more than one is a 409, never a guess.
 */
export function observerResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.post('/api/v1/observer/reset', async (req) => {
    const p = await requireStaff(ctx, req);
    const body = parseWith(ResetBody, req.body);
    const pinHash = body.pin !== undefined ? await ctx.hasher.hash(body.pin) : undefined;
    return db.tx(async (q) => {
      let observerId: number;
      if (body.observerId !== undefined) {
        const obs = await findVisibleObserver(q, p, body.observerId);
        if (!obs) throw notFound('No such observer.');
        observerId = obs.id;
      } else {
        const holders = await visiblePhoneHolders(q, body.phoneNumber ?? '', ngoScope(p));
        if (holders.length === 0) throw notFound('No observer has this phone number.');
        if (holders.length > 1) throw conflict(AMBIGUOUS_PHONE);
        observerId = holders[0]?.id ?? 0;
      }
      if (body.action === 'reset-password') {
        await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [pinHash ?? '', observerId]);
        return true;
      }
      const r = await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [observerId]);
      await q.run('UPDATE observers SET device_register_date = NULL WHERE id = ?', [observerId]);
      return r.changes;
    });
  });
}
