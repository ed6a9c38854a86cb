import { createTestHttp } from '@observatory/shared/testing';
import { updateFormMeta } from './updateFormMeta';

describe('updateFormMeta', () => {
  it('PUTs only what changes: no sections, so the content stays as it is', async () => {
    const api = createTestHttp().on('PUT', '/api/v1/form', { body: 7 });
    await updateFormMeta(api.http, { id: 7, draft: false });
    await updateFormMeta(api.http, { id: 8, order: 3 });
    expect(api.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', '/api/v1/form', { id: 7, draft: false }],
      ['PUT', '/api/v1/form', { id: 8, order: 3 }],
    ]);
  });
});
