import { createTestHttp } from '@observatory/shared/testing';
import { formItem } from '../testing/fixtures';
import { listForms } from './listForms';

describe('listForms', () => {
  it('asks for one status and returns the form versions in the order sent', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form', { body: { formVersions: [formItem(2), formItem(1)] } });
    await expect(listForms(api.http, true)).resolves.toEqual([formItem(2), formItem(1)]);
    await listForms(api.http, false);
    expect(api.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ['GET', '/api/v1/form', { draft: 'true' }],
      ['GET', '/api/v1/form', { draft: 'false' }],
    ]);
  });

  it('rejects with the API error', async () => {
    const api = createTestHttp().on('GET', '/api/v1/form', { status: 403 });
    await expect(listForms(api.http, false)).rejects.toMatchObject({ status: 403 });
  });
});
