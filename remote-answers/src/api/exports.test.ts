import { createTestHttp } from '@observatory/shared/testing';
import { ANSWERS_EXPORT_PATH, NOTES_EXPORT_PATH, exportAnswers, exportNotes } from './exports';

describe('exports', () => {
  it('downloads the answers workbook with the filters', async () => {
    const api = createTestHttp().on('GET', ANSWERS_EXPORT_PATH, { body: 'xlsx' });
    await exportAnswers(api.http, { county: 'AB', urgent: true, followUp: 'needed', phoneObserver: '' });
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/export/all', query: { county: 'AB', urgent: 'true', followUp: 'needed' } });
  });

  it('downloads the notes CSV with the same filters', async () => {
    const api = createTestHttp().on('GET', NOTES_EXPORT_PATH, { body: 'csv' });
    await exportNotes(api.http, { pollingStationNumber: 5 });
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/export/all/notes', query: { pollingStationNumber: '5' } });
  });
});
