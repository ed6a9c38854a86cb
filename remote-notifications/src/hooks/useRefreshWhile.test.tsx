import { act, renderHook } from '@testing-library/react';
import { useRefreshWhile } from './useRefreshWhile';

describe('useRefreshWhile', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes every interval while active, one at a time, and stops when it no longer is', async () => {
    const refresh = jest.fn(() => Promise.resolve());
    const { rerender, unmount } = renderHook(({ active }) => useRefreshWhile(active, refresh, 1000), { initialProps: { active: true } });
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('waits for a slow refresh before the next, and a failed one does not stop it', async () => {
    let finish: () => void = () => undefined;
    const refresh = jest
      .fn<Promise<void>, [AbortSignal]>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockResolvedValue(undefined);
    const { unmount } = renderHook(() => useRefreshWhile(true, refresh, 1000));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(refresh).toHaveBeenCalledTimes(3);
    const signal = refresh.mock.calls[2]![0];
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
