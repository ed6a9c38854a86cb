import { createFakeHttp } from '@observatory/shared/testing';
import { deleteObserver } from './deleteObserver';

describe('deleteObserver', () => {
  it('deletes with DELETE /api/v1/observer?id=', async () => {
    const http = createFakeHttp({ delete: jest.fn().mockResolvedValue(true) });
    await expect(deleteObserver(http, 9)).resolves.toBe(true);
    expect(http.delete).toHaveBeenCalledWith('/api/v1/observer', { query: { id: 9 } });
  });
});
