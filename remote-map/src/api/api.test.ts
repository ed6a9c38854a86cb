import { createTestHttp } from '@observatory/shared/testing';
import { getBoundaries } from './getBoundaries';
import { getStation } from './getStation';
import { importLocations, readLocationsRowReport } from './importLocations';
import { listCounties } from './listCounties';
import { listStations } from './listStations';

const station = { id: 812, countyCode: 'CJ', number: 14, lat: 46.77, lon: 23.62, state: 'urgent', urgentOpen: 1, present: 2 };

describe('the map API modules', () => {
  it('listStations asks GET /api/v1/map/stations with only the filters set', async () => {
    const api = createTestHttp().on('GET', '/api/v1/map/stations', { body: [station] });
    expect(await listStations(api.http, { county: 'CJ', since: '2026-11-08T08:00:00.000Z' })).toEqual([station]);
    expect(await listStations(api.http, {})).toEqual([station]);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/map/stations',
      query: { county: 'CJ', since: '2026-11-08T08:00:00.000Z' },
    });
    expect(api.requests[1]!.query).toEqual({});
  });

  it('listCounties asks GET /api/v1/map/counties with the time window', async () => {
    const county = { code: 'CJ', name: 'Cluj', stations: 3, covered: 1, urgentOpen: 0, resolved: 0, lastActivity: null };
    const api = createTestHttp().on('GET', '/api/v1/map/counties', { body: [county] });
    expect(await listCounties(api.http, '2026-11-08T08:00:00.000Z')).toEqual([county]);
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/map/counties', query: { since: '2026-11-08T08:00:00.000Z' } });
  });

  it('getStation asks for one station by id', async () => {
    const api = createTestHttp().on('GET', '/api/v1/map/stations/812', { body: { ...station, address: 'Str. Mare 1' } });
    expect(await getStation(api.http, 812)).toMatchObject({ id: 812, address: 'Str. Mare 1' });
    expect(api.requests[0]!.path).toBe('/api/v1/map/stations/812');
  });

  it('getBoundaries answers null on 404 (none configured) and passes other failures on', async () => {
    const none = createTestHttp().on('GET', '/api/v1/map/boundaries', { status: 404, body: { status: 404 } });
    expect(await getBoundaries(none.http)).toBeNull();
    const broken = createTestHttp().on('GET', '/api/v1/map/boundaries', { status: 500, body: { status: 500 } });
    await expect(getBoundaries(broken.http)).rejects.toMatchObject({ status: 500 });
    const some = createTestHttp().on('GET', '/api/v1/map/boundaries', { body: { type: 'FeatureCollection', features: [] } });
    expect(await getBoundaries(some.http)).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('importLocations posts the file as multipart and answers the count; a refusal carries the row report', async () => {
    const api = createTestHttp().on('POST', '/api/v1/polling-station/locations/import', { body: 3 });
    const file = new File(['County,Number,Address,Latitude,Longitude\n'], 'loc.csv', { type: 'text/csv' });
    expect(await importLocations(api.http, file)).toBe(3);
    const body = api.requests[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('loc.csv');

    const rows = [{ line: 2, field: 'county', code: 'county_unknown', message: 'Unknown county' }];
    const refused = createTestHttp().on('POST', /locations\/import/, {
      status: 400,
      body: { status: 400, title: 'Bad Request', errors: { rows, totalErrors: 250 } },
    });
    const error = await importLocations(refused.http, file).catch((caught: unknown) => caught);
    expect(readLocationsRowReport(error)).toEqual({ rows, total: 250 });
    expect(readLocationsRowReport(new Error('x'))).toBeNull();
  });
});
