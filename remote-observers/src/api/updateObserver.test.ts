import { createObserversApi } from '../testing/observersApi';
import { updateObserver } from './updateObserver';

describe('updateObserver', () => {
  it('saves with PUT /api/v1/observer and only the fields given, in the body', async () => {
    const api = createObserversApi();
    await expect(updateObserver(api.http, { observerId: 5, name: 'Ana' })).resolves.toBe(true);
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/v1/observer', query: {}, body: { observerId: 5, name: 'Ana' } }),
    ]);
  });
});
