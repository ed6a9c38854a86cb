import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { makeWorld, multipart, SHARED_BOUNDARIES, startServer, type TestServer, type World } from './helpers.js';
import { MapCounty, MapStation } from '../src/schemas/map.js';
import { COUNTIES } from '../src/seed/counties.js';

type Station = z.infer<typeof MapStation>;
type County = z.infer<typeof MapCounty>;
interface RowsProblem {
  errors: { rows: { line: number; field: string; code: string }[]; totalErrors: number; file?: string[] };
}
interface Detail extends Station {
  countyName: string;
  address: string | null;
  observers: { id: number; name: string; present: boolean }[];
  urgentThreads: { observerId: number; followUp: string }[];
}

describe('situation map', () => {
  let s: TestServer;
  let w: World;
  const stations = async (token: string, query = '') => {
    const r = await s.get<Station[]>(`/api/v1/map/stations${query}`, token);
    assert.equal(r.status, 200, r.text);
    // The body is sent pre-serialized: check it against the document here.
    z.array(MapStation).parse(r.json);
    return r;
  };
  const counties = async (token: string, query = '') => {
    const r = await s.get<County[]>(`/api/v1/map/counties${query}`, token);
    assert.equal(r.status, 200, r.text);
    z.array(MapCounty).parse(r.json);
    return r;
  };
  const station = async (token: string, county: string, number: number) =>
    (await stations(token, `?county=${county}`)).json.find((x) => x.number === number);
  const upload = (token: string, csv: string) =>
    s.req('POST', '/api/v1/polling-station/locations/import', {
      token,
      body: multipart({}, [{ name: 'file', data: Buffer.from(csv), filename: 'stations.csv', type: 'text/csv' }]),
    });
  const checkIn = (token: string, number: number, extra: Record<string, unknown> = {}) =>
    s.post(
      '/api/v1/polling-station',
      { countyCode: 'CJ', pollingStationNumber: number, observerArrivalTime: '2026-11-08T05:00:00Z', ...extra },
      token,
    );
  const flag = async (token: string, number: number) => {
    const r = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: number, options: [{ optionId: w.formA.q1no }] }] },
      token,
    );
    assert.equal(r.status, 200, r.text);
  };

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('a row for every station of every county, none covered, no position before an import', async () => {
    const all = (await stations(w.org)).json;
    assert.equal(
      all.length,
      COUNTIES.reduce((n, c) => n + c.stations, 0),
    );
    assert.deepEqual(new Set(all.map((x) => x.state)), new Set(['none']));
    assert.equal(all[0]?.countyCode, 'AB');
    assert.equal(all[0]?.number, 1);
    assert.equal(all[0]?.lat, null);
    const cj = (await counties(w.admin)).json.find((c) => c.code === 'CJ');
    assert.deepEqual(cj, { code: 'CJ', name: 'Cluj', stations: 718, covered: 0, urgentOpen: 0, resolved: 0, lastActivity: null });
  });

  test('locations import: organizers only, all or nothing, every bad row reported by line and code', async () => {
    const csv =
      'County;Number;Address;Latitude;Longitude\nCJ;1;Str. Avram Iancu 1, Cluj-Napoca;46,77;23,59\nbrasov;2;"Piața Sfatului 1";45.64;25.59\nSR;3;;;\n';
    assert.equal((await upload(w.admin, csv)).status, 403);
    const bad = await upload(
      w.org,
      [
        'County,Number,Address,Latitude,Longitude',
        'CJ,5,Good,46.7,23.6',
        'ZZ,1,Unknown county,46.7,23.6',
        'CJ,9999,Beyond the county,46.7,23.6',
        'CJ,5,Repeat,46.7,23.6',
        'CJ,6,Swapped,23.6,46.7',
        'CJ,7,Half,46.7,',
      ].join('\n'),
    );
    assert.equal(bad.status, 400);
    const body = bad.json as RowsProblem;
    assert.deepEqual(
      body.errors.rows.map((e) => [e.line, e.field, e.code]),
      [
        [3, 'county', 'county_unknown'],
        [4, 'number', 'number_unknown'],
        [5, 'number', 'station_duplicate'],
        [6, 'latitude', 'coordinate_outside'],
        [7, 'longitude', 'coordinate_required'],
      ],
    );
    assert.equal(body.errors.totalErrors, 5);
    // Line 2 was good, and nothing of it was written.
    assert.equal((await station(w.org, 'CJ', 5))?.lat, null);
    const header = await upload(w.org, 'County,Number,Lat,Lon\nCJ,1,46,23\n');
    assert.equal(header.status, 400);
    assert.match((header.json as RowsProblem).errors.file?.[0] ?? '', /County,Number,Address,Latitude,Longitude/);

    const audited = async () =>
      (await s.ctx.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_events WHERE action = 'station.import-locations'"))?.n ?? 0;
    // A refused file leaves no event; the accepted one leaves one, with its count.
    assert.equal(Number(await audited()), 0);
    const ok = await upload(w.org, csv);
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json, 3);
    assert.equal(Number(await audited()), 1);
    const event = await s.ctx.db.get<{ actor: string; summary: string }>(
      "SELECT actor, summary FROM audit_events WHERE action = 'station.import-locations'",
    );
    assert.deepEqual([event?.actor, event?.summary], ['organizer', '3 polling station location(s) imported']);
    const cj1 = await station(w.admin, 'CJ', 1);
    assert.deepEqual([cj1?.lat, cj1?.lon], [46.77, 23.59]);
    assert.equal((await station(w.admin, 'BV', 2))?.lat, 45.64);
    const detail = await s.get<Detail>(`/api/v1/map/stations/${cj1?.id}`, w.admin);
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.json.address, 'Str. Avram Iancu 1, Cluj-Napoca');
    assert.equal(detail.json.countyName, 'Cluj');
  });

  test("states follow the caller's NGO: none, present, urgent, resolved, and left", async () => {
    // NGO 2 (ngoadmin) has obsB and obsB2; the organizer's NGO has obsA.
    assert.equal((await checkIn(w.obsB.token, 20)).status, 200);
    assert.equal((await checkIn(w.obsA.token, 21)).status, 200);
    assert.equal((await station(w.admin, 'CJ', 20))?.state, 'present');
    assert.equal((await station(w.admin, 'CJ', 20))?.present, 1);
    // Another NGO's observer does not cover a station for you; the organizer sees every NGO.
    assert.equal((await station(w.admin, 'CJ', 21))?.state, 'none');
    assert.equal((await station(w.org, 'CJ', 21))?.state, 'present');

    await flag(w.obsB.token, 20);
    const urgent = await station(w.admin, 'CJ', 20);
    assert.equal(urgent?.state, 'urgent');
    assert.equal(urgent?.urgentOpen, 1);
    let cj = (await counties(w.admin, '')).json.find((c) => c.code === 'CJ');
    assert.equal(cj?.covered, 1);
    assert.equal(cj?.urgentOpen, 1);
    assert.ok(cj?.lastActivity);

    const resolve = await s.put(
      '/api/v1/answers/follow-up',
      { observerId: w.obsB.id, pollingStationId: urgent?.id, status: 'resolved' },
      w.admin,
    );
    assert.equal(resolve.status, 200, resolve.text);
    assert.equal((await station(w.admin, 'CJ', 20))?.state, 'resolved');
    cj = (await counties(w.admin)).json.find((c) => c.code === 'CJ');
    assert.deepEqual([cj?.urgentOpen, cj?.resolved, cj?.covered], [0, 1, 1]);

    await checkIn(w.obsB2.token, 22);
    assert.equal((await checkIn(w.obsB2.token, 22, { observerLeaveTime: '2026-11-08T19:00:00Z' })).status, 200);
    assert.equal((await station(w.admin, 'CJ', 22))?.state, 'left');

    const detail = await s.get<Detail>(`/api/v1/map/stations/${urgent?.id}`, w.admin);
    assert.deepEqual(
      detail.json.observers.map((o) => [o.id, o.present]),
      [[w.obsB.id, true]],
    );
    assert.deepEqual(
      detail.json.urgentThreads.map((t) => [t.observerId, t.followUp]),
      [[w.obsB.id, 'resolved']],
    );
    // The other NGO's observer at CJ 21 is not in ngoadmin's panel.
    const other = await s.get<Detail>(`/api/v1/map/stations/${(await station(w.org, 'CJ', 21))?.id}`, w.admin);
    assert.deepEqual(other.json.observers, []);
    assert.equal((await s.get<Detail>(`/api/v1/map/stations/${(await station(w.org, 'CJ', 21))?.id}`, w.org)).json.observers.length, 1);
    assert.equal((await s.get('/api/v1/map/stations/99999999', w.admin)).status, 404);
  });

  test('since: only activity from then on counts', async () => {
    assert.equal((await station(w.admin, 'CJ', 20))?.state, 'resolved');
    const later = new Date(Date.now() + 60_000).toISOString();
    const windowed = (await stations(w.admin, `?county=CJ&since=${encodeURIComponent(later)}`)).json;
    assert.deepEqual(new Set(windowed.map((x) => x.state)), new Set(['none']));
    const earlier = new Date(Date.now() - 3600_000).toISOString();
    assert.equal(
      (await stations(w.admin, `?county=CJ&since=${encodeURIComponent(earlier)}`)).json.find((x) => x.number === 20)?.state,
      'resolved',
    );
    const bad = await s.get<{ errors: Record<string, string[]> }>('/api/v1/map/stations?county=ZZ', w.admin);
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.county);
  });

  test('ETag and 304: unchanged answers cost no body, any change shows', async () => {
    for (const list of ['stations', 'counties']) {
      const first = await s.get(`/api/v1/map/${list}`, w.admin);
      const etag = first.headers.get('etag') ?? '';
      assert.match(etag, /^W\/"/);
      const again = await s.req('GET', `/api/v1/map/${list}`, { token: w.admin, headers: { 'if-none-match': etag } });
      assert.equal(again.status, 304);
      assert.equal(again.text, '');
      // Another NGO's tag is another answer.
      const org = await s.get(`/api/v1/map/${list}`, w.org);
      assert.notEqual(org.headers.get('etag'), etag);
    }
    const before = await s.get<Station[]>('/api/v1/map/stations', w.admin);
    const etag = before.headers.get('etag') ?? '';
    await checkIn(w.obsB2.token, 30);
    const after = await s.req<Station[]>('GET', '/api/v1/map/stations', { token: w.admin, headers: { 'if-none-match': etag } });
    assert.equal(after.status, 200);
    assert.notEqual(after.headers.get('etag'), etag);
    assert.equal(after.json.find((x) => x.countyCode === 'CJ' && x.number === 30)?.state, 'present');
    // A location import moves it too.
    const etag2 = after.headers.get('etag') ?? '';
    assert.equal((await upload(w.org, 'County,Number,Address,Latitude,Longitude\nCJ,30,Școala 30,46.7,23.5\n')).status, 200);
    const moved = await s.req<Station[]>('GET', '/api/v1/map/stations', { token: w.admin, headers: { 'if-none-match': etag2 } });
    assert.equal(moved.status, 200);
    assert.equal(moved.json.find((x) => x.countyCode === 'CJ' && x.number === 30)?.lat, 46.7);
  });

  test('many polls right after a write all see it, and share one answer', async () => {
    await stations(w.admin);
    assert.equal((await checkIn(w.obsB2.token, 40)).status, 200);
    const polls = await Promise.all(Array.from({ length: 12 }, () => s.get<Station[]>('/api/v1/map/stations', w.admin)));
    for (const p of polls) assert.equal(p.json.find((x) => x.countyCode === 'CJ' && x.number === 40)?.state, 'present');
    assert.equal(new Set(polls.map((p) => p.headers.get('etag'))).size, 1);
  });

  test('a retired observer covers nothing any more', async () => {
    // obsB2 checked in at CJ 30 and 40 and is still there.
    assert.equal((await station(w.admin, 'CJ', 40))?.state, 'present');
    const retired = await s.del(`/api/v1/observer?id=${w.obsB2.id}`, w.admin);
    assert.equal(retired.status, 200, retired.text);
    assert.equal((await station(w.admin, 'CJ', 40))?.state, 'none');
  });

  test('gzipped for a client that accepts it', async () => {
    const res = await fetch(`${s.url}/api/v1/map/stations?county=CJ`, {
      headers: { authorization: `Bearer ${w.admin}`, 'accept-encoding': 'gzip' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    // fetch inflates it; what arrives is the same list.
    const body = (await res.json()) as Station[];
    assert.equal(body.length, 718);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(
          `${s.url}/api/v1/map/stations?county=CJ`,
          { headers: { authorization: `Bearer ${w.admin}`, 'accept-encoding': 'gzip' } },
          (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve(Buffer.concat(chunks)));
          },
        ).on('error', reject),
      );
    });
    assert.equal((JSON.parse(gunzipSync(raw).toString('utf8')) as Station[]).length, 718);
  });

  test('a browser on the shell may revalidate itself: If-None-Match allowed, ETag readable', async () => {
    const origin = 'http://localhost:4300';
    const preflight = await s.req('OPTIONS', '/api/v1/map/stations', {
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,if-none-match' },
    });
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /If-None-Match/i);
    const r = await s.req('GET', '/api/v1/map/counties', { token: w.admin, headers: { origin } });
    assert.match(r.headers.get('access-control-expose-headers') ?? '', /ETag/i);
  });

  test('staff only', async () => {
    assert.equal((await s.get('/api/v1/map/stations')).status, 401);
    assert.equal((await s.get('/api/v1/map/stations', w.obsB.token)).status, 403);
    assert.equal((await s.get('/api/v1/map/counties', w.obsB.token)).status, 403);
    assert.equal((await s.get('/api/v1/map/boundaries', w.obsB.token)).status, 403);
  });
});

describe('county outlines (MAP_BOUNDARIES)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-geo-'));
  const file = path.join(dir, 'counties.geojson');
  const outline = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { id: 1, code: 'CJ', name: 'Cluj' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [23, 46],
              [24, 46],
              [24, 47],
              [23, 46],
            ],
          ],
        },
      },
    ],
  };
  fs.writeFileSync(file, JSON.stringify(outline));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('404 when none is configured', async () => {
    const s = await startServer({ config: { mapBoundaries: undefined } });
    try {
      const org = await s.login('organizer', 'Organizer#2026');
      const r = await s.get('/api/v1/map/boundaries', org);
      assert.equal(r.status, 404);
    } finally {
      await s.close();
    }
  });

  test('served as the deployment supplied it, with an ETag', async () => {
    const s = await startServer({ config: { mapBoundaries: file } });
    try {
      const org = await s.login('organizer', 'Organizer#2026');
      const r = await s.get('/api/v1/map/boundaries', org);
      assert.equal(r.status, 200);
      assert.match(r.headers.get('content-type') ?? '', /^application\/geo\+json/);
      assert.deepEqual(JSON.parse(r.text), outline);
      const again = await s.req('GET', '/api/v1/map/boundaries', { token: org, headers: { 'if-none-match': r.headers.get('etag') ?? '' } });
      assert.equal(again.status, 304);
    } finally {
      await s.close();
    }
  });

  test('a file that is not a FeatureCollection stops the server with a message', async () => {
    const broken = path.join(dir, 'broken.geojson');
    fs.writeFileSync(broken, '{"type":"Feature"}');
    await assert.rejects(startServer({ config: { mapBoundaries: broken } }), /MAP_BOUNDARIES: .* is not a GeoJSON FeatureCollection/);
    await assert.rejects(startServer({ config: { mapBoundaries: path.join(dir, 'missing.geojson') } }), /MAP_BOUNDARIES: cannot read/);
  });
});

describe("the deployment's outlines (../shared/geo, when this machine has them)", () => {
  test('name every county by the codes the API uses, or the route says there are none', async () => {
    const s = await startServer();
    try {
      const org = await s.login('organizer', 'Organizer#2026');
      const r = await s.get('/api/v1/map/boundaries', org);
      if (!fs.existsSync(SHARED_BOUNDARIES)) {
        assert.equal(r.status, 404);
        return;
      }
      assert.equal(r.status, 200);
      const codes = (JSON.parse(r.text) as { features: { properties: { code: string } }[] }).features.map((f) => f.properties.code).sort();
      assert.deepEqual(
        codes,
        COUNTIES.filter((c) => !c.diaspora)
          .map((c) => c.code)
          .sort(),
      );
    } finally {
      await s.close();
    }
  });
});
