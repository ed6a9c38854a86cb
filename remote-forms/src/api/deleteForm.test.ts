import { createTestHttp } from '@observatory/shared/testing';
import { deleteForm } from './deleteForm';

describe('deleteForm', () => {
  it('DELETEs by formId in the query', async () => {
    const api = createTestHttp().on('DELETE', '/api/v1/form', { body: true });
    await deleteForm(api.http, 7);
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: '/api/v1/form', query: { formId: '7' }, body: undefined });
  });

  it('rejects with the 409 of a form that has answers', async () => {
    const api = createTestHttp().on('DELETE', '/api/v1/form', { status: 409, body: { status: 409 } });
    await expect(deleteForm(api.http, 7)).rejects.toMatchObject({ status: 409 });
  });
});
