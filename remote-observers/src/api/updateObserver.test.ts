import { createFakeHttp } from '@observatory/shared/testing';
import { updateObserver } from './updateObserver';

describe('updateObserver', () => {
  it('saves with PUT /api/v1/observer and only the fields given', async () => {
    const http = createFakeHttp({ put: jest.fn().mockResolvedValue(true) });
    await expect(updateObserver(http, { observerId: 5, name: 'Ana' })).resolves.toBe(true);
    expect(http.put).toHaveBeenCalledWith('/api/v1/observer', { observerId: 5, name: 'Ana' });
  });
});
