import { z } from 'zod';
import { id, isoDate, text } from '../validation/fields.js';
import { request } from '../openapi/wire.js';
import { STATION_STATES } from '../services/map-state.js';
import { FOLLOW_UP_STATUSES } from '../services/follow-up.js';

export const MapQuery = request({
  county: text(8).optional().describe('A county code (`CJ`); without it, every county.'),
  since: isoDate()
    .optional()
    .describe(
      'Only activity at or after this time counts: check-ins and leaves, and urgent threads answered or triaged since (a station with none reads `none`).',
    ),
});
export const MapCountyQuery = request({
  since: MapQuery.shape.since,
});
export const MapStationParams = request({ id: id().describe("The station's id (from the station list).") });

const stationState = z
  .enum(STATION_STATES)
  .describe(
    "As the caller's NGO sees it, the first that applies: `urgent` (a thread with a flagged answer is not resolved), `resolved` (every such thread resolved), `present` (an observer checked in and not left), `left` (observers checked in and all left), `none`.",
  );

export const MapStation = z
  .object({
    id: z.number().int(),
    countyCode: z.string(),
    number: z.number().int(),
    lat: z.number().nullable().describe('WGS84 degrees; null when the station has no position yet.'),
    lon: z.number().nullable(),
    state: stationState,
    urgentOpen: z.number().int().describe('Threads with a flagged answer, not resolved.'),
    present: z.number().int().describe('Observers checked in and not left.'),
  })
  .meta({
    id: 'MapStation',
    examples: [{ id: 812, countyCode: 'CJ', number: 14, lat: 46.7712, lon: 23.6236, state: 'urgent', urgentOpen: 1, present: 2 }],
  });

export const MapCounty = z
  .object({
    code: z.string(),
    name: z.string(),
    stations: z.number().int(),
    covered: z.number().int().describe('Stations with an observer of the scope checked in and not left.'),
    urgentOpen: z.number().int().describe('Threads with a flagged answer, not resolved.'),
    resolved: z.number().int().describe('Threads with a flagged answer, resolved.'),
    lastActivity: z.string().nullable().describe('The latest check-in, answer or note in the county (ignores `since`).'),
  })
  .meta({
    id: 'MapCounty',
    examples: [
      { code: 'CJ', name: 'Cluj', stations: 718, covered: 212, urgentOpen: 3, resolved: 9, lastActivity: '2026-11-08T09:41:00.000Z' },
    ],
  });

export const MapStationDetail = MapStation.extend({
  countyName: z.string(),
  address: z.string().nullable(),
  observers: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        phone: z.string(),
        arrivalTime: z.string().nullable(),
        leaveTime: z.string().nullable(),
        present: z.boolean().describe('Checked in and not left.'),
      }),
    )
    .describe("The scope's observers who checked in here, present ones first."),
  urgentThreads: z
    .array(
      z.object({
        observerId: z.number().int().describe('With the station id, the thread (`GET /api/v1/answers/filledIn`).'),
        observerName: z.string(),
        followUp: z.enum(FOLLOW_UP_STATUSES),
        lastModified: z.string(),
      }),
    )
    .describe("The scope's threads here with a flagged answer, unresolved first, newest first."),
}).meta({ id: 'MapStationDetail' });

/** A GeoJSON FeatureCollection, as the deployment supplied it. */
export const Boundaries = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ code: z.string().describe('The county code the API uses.'), name: z.string() }).passthrough(),
        geometry: z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
      }),
    ),
  })
  .meta({ id: 'Boundaries' });
