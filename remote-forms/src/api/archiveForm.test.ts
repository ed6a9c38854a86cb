import { createTestHttp } from '@observatory/shared/testing';
import { formItem } from '../testing/fixtures';
import { archiveForm } from './archiveForm';
import { restoreForm } from './restoreForm';

describe('archiveForm and restoreForm', () => {
  it('PUT the form’s archive and restore paths without a body and return its metadata', async () => {
    const archived = { ...formItem(7), draft: true, archived: true };
    const api = createTestHttp()
      .on('PUT', '/api/v1/form/7/archive', { body: archived })
      .on('PUT', '/api/v1/form/7/restore', { body: { ...archived, archived: false } });
    await expect(archiveForm(api.http, 7)).resolves.toEqual(archived);
    await expect(restoreForm(api.http, 7)).resolves.toMatchObject({ id: 7, archived: false });
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/api/v1/form/7/archive', undefined],
      ['PUT', '/api/v1/form/7/restore', undefined],
    ]);
  });

  it('rejects with the API error (403 for anyone but organizer admins)', async () => {
    const api = createTestHttp().on('PUT', '/api/v1/form/7/archive', { status: 403 });
    await expect(archiveForm(api.http, 7)).rejects.toMatchObject({ status: 403 });
  });
});
