import { staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { problem } from '../openapi/wire.js';
import { AttentionPage, AttentionQuery, Handled, HandledBody, Thresholds, ThresholdsBody } from '../schemas/attention.js';
import { attentionPage, markHandled, saveThresholds, thresholdsOf } from '../services/attention.js';
import { apiArea } from './area.js';

export const attentionRoutes = apiArea('Observers', (app, ctx) => {
  const { db } = ctx;
  const zone = ctx.config.electionTimeZone;

  app.get(
    '/api/v1/observer/attention',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listObserversNeedingAttention',
        summary: 'Observers who need attention, by kind',
        description:
          "In the caller's NGO (organizers: every NGO), retired observers never. Those nobody marked handled first, longest waiting first (`not-started`: by name), then the handled ones.",
        querystring: AttentionQuery,
        response: { 200: AttentionPage },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query);
      const page = await attentionPage(
        db,
        staffOf(req),
        { kind: req.query.kind, minutes: req.query.minutes, limit: paging.pageSize, offset: paging.offset },
        ctx.now(),
        zone,
      );
      return envelope(page.rows, paging, page.total);
    },
  );

  app.put(
    '/api/v1/observer/attention/handled',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'markAttentionHandled',
        summary: 'Marks an observer handled for a kind (who and when)',
        description: 'So two coordinators do not chase the same person. Marking again moves the time and the name.',
        body: HandledBody,
        response: { 200: Handled, 404: problem('No such active observer the caller can see.') },
      },
    },
    async (req) => markHandled(db, staffOf(req), req.body.observerId, req.body.kind, ctx.now()),
  );

  app.get(
    '/api/v1/observer/attention/thresholds',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'getAttentionThresholds',
        summary: "The caller's NGO's attention thresholds",
        description: 'The defaults (60 minutes, 08:00, 30 minutes) until someone of the NGO sets them.',
        response: { 200: Thresholds },
      },
    },
    async (req) => thresholdsOf(db, staffOf(req).ngoId, zone),
  );

  app.put(
    '/api/v1/observer/attention/thresholds',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'setAttentionThresholds',
        summary: "Sets the caller's NGO's attention thresholds",
        description: 'Remembered for everyone of the NGO.',
        body: ThresholdsBody,
        response: { 200: Thresholds },
      },
    },
    async (req) => saveThresholds(db, staffOf(req), req.body, ctx.now(), zone),
  );
});
