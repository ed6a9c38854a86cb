import { HttpProblem } from '../http/problem.js';
import { problem } from '../openapi/wire.js';
import { nowIso } from '../util.js';
import { AMBIGUOUS_SIGN_IN } from '../services/observer-identity.js';
import { observersByPhone, recordObserverSignIn, recordStaffSignIn, staffAccount } from '../services/sign-in.js';
import { LoginBody, Token } from '../schemas/access.js';
import { apiArea } from './area.js';

const invalid = () => new HttpProblem(400, 'Invalid credentials');

export const accessRoutes = apiArea('Sign-in', (app, ctx) => {
  const { db, hasher, throttle, tokens } = ctx;

  app.post(
    '/api/v2/access/authorize',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'signIn',
        summary: 'Signs a staff member or an observer in',
        description:
          'Staff: `{ user, password }`. Observers: `{ user: phone, password: PIN, fcmToken }` (the `fcmToken` makes it an observer sign-in, and registers the device for pushes). Wrong credentials, or an unknown user, answer the same 400 `Invalid credentials`.',
        body: LoginBody,
        response: {
          200: Token,
          400: problem('Invalid credentials (`detail: "Invalid credentials"`), or an invalid field.'),
          409: problem(
            'Observer sign-in with a phone several active observers hold (data older than the one-phone rule); only when the PIN matches one of them.',
          ),
          429: problem('Too many failed attempts for this account or from this address: `Retry-After` says when to try again.'),
        },
      },
    },
    async (req, reply) => {
      const body = req.body;
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
        const rows = await observersByPhone(db, phone);
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
        await recordObserverSignIn(db, observerId, { channel, token }, now, newHash);
        req.log.info({ event: 'login', user: body.user, ip: req.ip, outcome: 'ok', userType: 'Observer' }, 'login');
        const issued = await tokens.issue({
          sub: match.phone,
          ngoId: match.ngo_id,
          ngoName: match.ngo_name,
          organizer: false,
          userType: 'Observer',
        });
        return reply.send({ access_token: issued.token, expires_in: issued.expiresIn });
      }

      const staff = await staffAccount(db, body.user);
      const ok = staff ? await hasher.verify(staff.password_hash, body.password) : await hasher.verifyDummy(body.password);
      const from = { ip: req.ip, requestId: String(req.id) };
      if (!staff || !ok) {
        await throttle.failed(attempt);
        await recordStaffSignIn(db, from, staff, { ok: false });
        req.log.warn({ event: 'login', user: body.user, ip: req.ip, outcome: 'failed' }, 'login failed');
        throw invalid();
      }
      await throttle.succeeded(attempt);
      const newHash = hasher.needsRehash(staff.password_hash) ? await hasher.hash(body.password) : undefined;
      await recordStaffSignIn(db, from, staff, { ok: true, newHash });
      req.log.info({ event: 'login', user: body.user, ip: req.ip, outcome: 'ok', userType: 'NgoAdmin' }, 'login');
      const issued = await tokens.issue({
        sub: staff.account,
        ngoId: staff.ngo_id,
        ngoName: staff.ngo_name,
        organizer: staff.organizer === 1,
        userType: 'NgoAdmin',
      });
      return reply.send({ access_token: issued.token, expires_in: issued.expiresIn });
    },
  );
});
