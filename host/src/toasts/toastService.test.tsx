import { toast } from 'react-toastify';
import { ERROR_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS, toastService } from './toastService';

jest.mock('react-toastify', () => ({ toast: jest.fn() }));

describe('toast service', () => {
  beforeEach(() => jest.mocked(toast).mockClear());

  it('closes a success after the spec’s 5000 ms, politely', () => {
    toastService.show({ kind: 'success', title: 'Success', message: 'Saved' });
    expect(toast).toHaveBeenCalledWith(expect.anything(), { type: 'success', autoClose: TOAST_TIMEOUT_MS, role: 'status' });
    expect(TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('keeps an error a little longer, announced at once, but never for good', () => {
    toastService.show({ kind: 'error', title: 'Error' });
    expect(toast).toHaveBeenCalledWith(expect.anything(), { type: 'error', autoClose: ERROR_TOAST_TIMEOUT_MS, role: 'alert' });
    expect(ERROR_TOAST_TIMEOUT_MS).toBeGreaterThan(TOAST_TIMEOUT_MS);
    expect(Number.isFinite(ERROR_TOAST_TIMEOUT_MS)).toBe(true);
  });
});
