import { staffOf } from '../auth/principal.js';
import { z } from 'zod';
import { listCounties } from '../services/locations.js';
import { County } from '../schemas/locations.js';
import { problem, request } from '../openapi/wire.js';
import { importStationLocations } from '../services/location-import.js';
import { LOCATION_FIELDS, LOCATION_ROW_ERROR_CODES } from '../validation/location-rows.js';
import { apiArea } from './area.js';
import { csvFileField, importProblem, readCsvUpload } from './upload.js';

const LocationsUpload = request({ file: csvFileField });
const LocationsImportProblem = importProblem('LocationsImport', LOCATION_FIELDS, LOCATION_ROW_ERROR_CODES);

export const locationRoutes = apiArea('Locations', (app, ctx) => {
  app.get(
    '/api/v1/county',
    {
      // Observers read counties too.
      config: { access: 'any' },
      schema: { operationId: 'listCounties', summary: 'Every county, in order', response: { 200: z.array(County) } },
    },
    async () => listCounties(ctx.db),
  );
  app.get(
    '/api/v1/polling-station',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listPollingStations',
        summary: 'Every county, in order (the same list)',
        description: 'The same answer as `GET /api/v1/county`, under the name the original client calls.',
        response: { 200: z.array(County) },
      },
    },
    async () => listCounties(ctx.db),
  );
  app.post(
    '/api/v1/polling-station/locations/import',
    {
      config: { access: 'organizer', multipart: true },
      schema: {
        operationId: 'importStationLocations',
        summary: "Sets stations' addresses and positions from a CSV file, all or nothing (organizers)",
        description: [
          'The file: UTF-8 (a BOM is allowed), comma or semicolon separated, a header row `County,Number,Address,Latitude,Longitude` (any case and order), at most 5 MiB and 50,000 rows. `County` is a county code or name (diacritics optional); `Latitude`/`Longitude` are decimal degrees (WGS84; a decimal comma is read too). Every row is checked first; if any is bad nothing is written and the answer is a 400 whose `errors` is `{ rows: [{ line, field, code, message }], totalErrors }` (the first 200 rows; the header is line 1). A station given again is overwritten: address and position as the file says (a blank address clears it). Answers the number of stations written.',
          '',
          "Row error codes (stable; `message` is English): `county_required`, `county_unknown`, `number_required`, `number_format`, `number_unknown` (outside the county's 1..limit), `station_duplicate` (repeated in the file), `address_too_long` (over 200 characters), `address_bidi`, `coordinate_required`, `coordinate_format` (not degrees within ±90 / ±180), `coordinate_outside` (outside Romania's bounding box, 43.55–48.35° N, 20.2–29.8° E). Diaspora stations (county `SR`) may have a position abroad, or none (both cells blank). File-level problems are `errors.file: [message]`.",
        ].join('\n'),
        multipartBody: LocationsUpload,
        response: {
          200: z.number().int().describe('How many stations were written.'),
          400: problem('A bad row (`errors.rows`, `errors.totalErrors`), a bad file (`errors.file`), or no file.', LocationsImportProblem),
          413: problem('The file is larger than 5 MiB, or has more than 50,000 rows.'),
        },
      },
    },
    async (req) => {
      const { file } = await readCsvUpload(req);
      return importStationLocations(ctx.db, staffOf(req), file);
    },
  );
});
