import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ngoScope, staffOf } from '../auth/principal.js';
import { fieldProblem, notFound } from '../http/problem.js';
import { problem } from '../openapi/wire.js';
import { countyIdOf, mapStationDetail, type MapScope } from '../services/map.js';
import { MapSnapshots, type MapSnapshot } from '../services/map-snapshots.js';
import { Boundaries, MapCounty, MapCountyQuery, MapQuery, MapStation, MapStationDetail, MapStationParams } from '../schemas/map.js';
import { apiArea } from './area.js';

const notModified = z.undefined().describe('Not modified: `If-None-Match` holds the current `ETag`. No body.');

/** `If-None-Match` may list several tags, or `*`; weak and strong forms compare alike. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends a snapshot (already JSON: not serialized again) with its ETag, a 304 when the client
 * holds it, gzipped when the client accepts it. `no-cache`: a browser may keep it, and asks each time.
 */
async function sendSnapshot(req: FastifyRequest, reply: FastifyReply, snap: MapSnapshot, type = 'application/json; charset=utf-8') {
  reply.header('ETag', snap.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding, Authorization');
  if (matches(req.headers['if-none-match'], snap.etag)) return reply.code(304).send();
  reply.type(type);
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.header('Content-Encoding', 'gzip').send(await snap.gzip());
  return reply.send(snap.json);
}

const POLLED_LISTS = [
  {
    list: 'counties',
    operationId: 'mapCounties',
    summary: "Every county's coverage and urgent threads, in county order",
    description: undefined,
    query: MapCountyQuery,
    item: MapCounty,
  },
  {
    list: 'stations',
    operationId: 'mapStations',
    summary: 'A row for every polling station of the scope, with its position and state',
    description:
      'A bare array (about 20,000 rows for the whole country), in county order then by number; stations without a position have `lat`/`lon` null.',
    query: MapQuery,
    item: MapStation,
  },
] as const;

export const mapRoutes = apiArea('Map', (app, ctx) => {
  // Made on first use: the OpenAPI document registers the routes without a database.
  let snapshots: MapSnapshots | undefined;
  const snapshotsOf = () => (snapshots ??= new MapSnapshots(ctx.db.replica));
  const scopeOf = async (req: FastifyRequest, query: { county?: string | undefined; since?: string | undefined }): Promise<MapScope> => {
    const countyId = query.county === undefined ? undefined : await countyIdOf(ctx.db.replica, query.county);
    if (query.county !== undefined && countyId === undefined)
      throw fieldProblem('One or more fields are invalid.', { county: [{ code: 'county_unknown', message: 'No county has this code.' }] });
    return { ngoId: ngoScope(staffOf(req)), countyId, since: query.since };
  };

  // The two polled lists: the same scope, snapshot, ETag and gzip.
  for (const l of POLLED_LISTS) {
    app.get(
      `/api/v1/map/${l.list}`,
      {
        config: { access: 'staff' },
        schema: {
          operationId: l.operationId,
          summary: l.summary,
          ...(l.description ? { description: l.description } : {}),
          querystring: l.query,
          response: { 200: z.array(l.item), 304: notModified },
        },
      },
      async (req, reply) => sendSnapshot(req, reply, await snapshotsOf().get(l.list, await scopeOf(req, req.query))),
    );
  }

  app.get(
    '/api/v1/map/stations/:id',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'mapStation',
        summary: "One station for the map's panel: address, observers, urgent threads",
        params: MapStationParams,
        response: { 200: MapStationDetail, 404: problem('No such station.') },
      },
    },
    async (req) => {
      const detail = await mapStationDetail(ctx.db.replica, ngoScope(staffOf(req)), req.params.id);
      if (!detail) throw notFound('No such station.');
      return detail;
    },
  );

  app.get(
    '/api/v1/map/boundaries',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'mapBoundaries',
        summary: 'County outlines (GeoJSON), when the deployment supplies them',
        description:
          'The FeatureCollection of `MAP_BOUNDARIES`, as the deployment supplied it (each feature\'s `properties.code` is a county code). Show its attribution with it (for the bundled source: "Limite județe: geo-spatial.org").',
        response: {
          200: { description: 'The outlines.', content: { 'application/geo+json': { schema: Boundaries } } },
          304: notModified,
          404: problem('No outlines are configured (MAP_BOUNDARIES); the map works without them.'),
        },
      },
    },
    async (req, reply) => {
      if (!ctx.mapBoundaries) throw notFound('No county outlines are configured on this server.');
      return sendSnapshot(req, reply, ctx.mapBoundaries, 'application/geo+json');
    },
  );
});
