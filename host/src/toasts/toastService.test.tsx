import { toast } from 'react-toastify/unstyled';
import { ERROR_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS, toastService } from './toastService';
import { toastContainerWanted } from './toastify';

jest.mock('react-toastify/unstyled', () => ({ toast: jest.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast service', () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it('closes a success after the spec’s 5000 ms, politely, once the container is asked for', async () => {
    expect(toastContainerWanted.get()).toBe(false);
    toastService.show({ kind: 'success', title: 'Success', message: 'Saved' });
    expect(toastContainerWanted.get()).toBe(true);
    await settle();
    expect(toast).toHaveBeenCalledWith(expect.anything(), { type: 'success', autoClose: TOAST_TIMEOUT_MS, role: 'status' });
    expect(TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('keeps an error a little longer, announced at once, but never for good', async () => {
    toastService.show({ kind: 'error', title: 'Error' });
    await settle();
    expect(toast).toHaveBeenCalledWith(expect.anything(), { type: 'error', autoClose: ERROR_TOAST_TIMEOUT_MS, role: 'alert' });
    expect(ERROR_TOAST_TIMEOUT_MS).toBeGreaterThan(TOAST_TIMEOUT_MS);
    expect(Number.isFinite(ERROR_TOAST_TIMEOUT_MS)).toBe(true);
  });
});
