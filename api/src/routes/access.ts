import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { HttpProblem } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { optionalText } from '../validation/fields.js';
import { nowIso } from '../util.js';
import { AMBIGUOUS_SIGN_IN } from '../services/observer-identity.js';

const LoginBody = z.object({
  user: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Must be text.' }).min(1, 'This field is required.').max(100, 'Must be at most 100 characters.'),
  ),
  password: z.string({ error: 'Must be text.' }).min(1, 'This field is required.').max(200, 'Must be at most 200 characters.'),
  fcmToken: optionalText(512),
  channelName: optionalText(256),
});

const invalid = () => new HttpProblem(400, 'Invalid credentials');

export function accessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, hasher, throttle, tokens } = ctx;

  app.post('/api/v2/access/authorize', { config: { public: true } }, async (req, reply) => {
    const body = parseWith(LoginBody, req.body);
    const observerLogin = body.fcmToken !== undefined;
    const accountKey = `${observerLogin ? 'observer' : 'staff'}:${body.user.toLowerCase()}`;
    const admission = await throttle.admit(accountKey, req.ip);
    if (admission.refused) {
      req.log.warn({ event: 'login', user: body.user, ip: req.ip, outcome: 'throttled' }, 'login throttled');
      throw new HttpProblem(429, 'Too many sign-in attempts. Try again later.', undefined, {
        'Retry-After': String(admission.retryAfterSeconds),
      });
    }
    const { attempt } = admission;

    if (observerLogin) {
      const phone = body.user.replace(/[\s.\-()]/g, '');
      const rows = await db.all<{ id: number; ngo_id: number; ngo_name: string; pin_hash: string; phone: string }>(
        `SELECT o.id, o.ngo_id, n.name AS ngo_name, o.pin_hash, o.phone
           FROM observers o JOIN ngos n ON n.id = o.ngo_id
          WHERE o.phone = ? AND o.retired = 0 ORDER BY o.id LIMIT 5`,
        [phone],
      );
      let match: (typeof rows)[number] | undefined;
      for (const row of rows) {
        if (await hasher.verify(row.pin_hash, body.password)) {
          match = row;
          break;
        }
      }
      if (rows.length === 0) await hasher.verifyDummy(body.password);
      if (!match) {
        await throttle.failed(attempt);
        req.log.warn({ event: 'login', user: body.user, ip: req.ip, outcome: 'failed' }, 'login failed');
        throw invalid();
      }
      // A phone held by several active observers (data older than the identity rule) signs no one in.
      if (rows.length > 1) {
        await throttle.failed(attempt);
        req.log.warn({ event: 'login', user: body.user, ip: req.ip, outcome: 'ambiguous' }, 'login refused: shared phone');
        throw new HttpProblem(409, AMBIGUOUS_SIGN_IN);
      }
      await throttle.succeeded(attempt);
      const now = nowIso();
      const newHash = hasher.needsRehash(match.pin_hash) ? await hasher.hash(body.password) : undefined;
      const observerId = match.id;
      const channel = body.channelName ?? 'Firebase';
      const token = body.fcmToken ?? '';
      await db.tx(async (q) => {
        if (newHash) await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [newHash, observerId]);
        await q.run('UPDATE observers SET last_seen = ?, device_register_date = ? WHERE id = ?', [now, now, observerId]);
        await q.run(
          `INSERT INTO device_registrations (observer_id, channel_name, token, registered_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (observer_id, channel_name) DO UPDATE SET token = excluded.token, registered_at = excluded.registered_at`,
          [observerId, channel, token, now],
        );
      });
      req.log.info({ event: 'login', user: body.user, ip: req.ip, outcome: 'ok', userType: 'Observer' }, 'login');
      const issued = tokens.issue({
        sub: match.phone,
        ngoId: match.ngo_id,
        ngoName: match.ngo_name,
        organizer: false,
        userType: 'Observer',
      });
      return reply.send({ access_token: issued.token, expires_in: issued.expiresIn });
    }

    const staff = await db.get<{ id: number; ngo_id: number; ngo_name: string; organizer: number; password_hash: string; account: string }>(
      `SELECT s.id, s.ngo_id, n.name AS ngo_name, n.organizer, s.password_hash, s.account
         FROM staff_accounts s JOIN ngos n ON n.id = s.ngo_id WHERE s.account = ?`,
      [body.user],
    );
    const ok = staff ? await hasher.verify(staff.password_hash, body.password) : await hasher.verifyDummy(body.password);
    if (!staff || !ok) {
      await throttle.failed(attempt);
      req.log.warn({ event: 'login', user: body.user, ip: req.ip, outcome: 'failed' }, 'login failed');
      throw invalid();
    }
    await throttle.succeeded(attempt);
    if (hasher.needsRehash(staff.password_hash)) {
      await db.run('UPDATE staff_accounts SET password_hash = ? WHERE id = ?', [await hasher.hash(body.password), staff.id]);
    }
    req.log.info({ event: 'login', user: body.user, ip: req.ip, outcome: 'ok', userType: 'NgoAdmin' }, 'login');
    const issued = tokens.issue({
      sub: staff.account,
      ngoId: staff.ngo_id,
      ngoName: staff.ngo_name,
      organizer: staff.organizer === 1,
      userType: 'NgoAdmin',
    });
    return reply.send({ access_token: issued.token, expires_in: issued.expiresIn });
  });
}
