import { createObserversApi } from '../testing/observersApi';
import { deleteObserver } from './deleteObserver';

describe('deleteObserver', () => {
  it('deletes with DELETE /api/v1/observer?id=, without a body', async () => {
    const api = createObserversApi();
    await expect(deleteObserver(api.http, 9)).resolves.toBe(true);
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/v1/observer', query: { id: '9' }, body: undefined }),
    ]);
  });
});
