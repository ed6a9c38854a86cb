import { createTestHttp } from '@observatory/shared/testing';
import { formItem } from '../testing/fixtures';
import { listForms } from './listForms';

describe('listForms', () => {
  it('asks for one tab and returns the form versions in the order sent', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form', { body: { formVersions: [formItem(2), formItem(1)] } });
    await expect(listForms(api.http, 'draft')).resolves.toEqual([formItem(2), formItem(1)]);
    await listForms(api.http, 'public');
    await listForms(api.http, 'archived');
    expect(api.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ['GET', '/api/v1/form', { draft: 'true' }],
      ['GET', '/api/v1/form', { draft: 'false' }],
      ['GET', '/api/v1/form', { archived: 'true' }],
    ]);
  });

  it('rejects with the API error', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form', { status: 403 });
    await expect(listForms(api.http, 'public')).rejects.toMatchObject({ status: 403 });
  });
});
