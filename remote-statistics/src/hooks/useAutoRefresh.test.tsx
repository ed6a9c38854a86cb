import { act, renderHook } from '@testing-library/react';
import { useAutoRefresh } from './useAutoRefresh';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useAutoRefresh', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-05-10T10:00:00Z') });
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refreshes once the figures are a minute old, then a minute after each refresh', () => {
    const refresh = jest.fn();
    const { rerender } = renderHook(({ since }) => useAutoRefresh(refresh, since), { initialProps: { since: Date.now() } });
    act(() => jest.advanceTimersByTime(59_999));
    expect(refresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The refresh ended: the figures are new again.
    rerender({ since: Date.now() });
    act(() => jest.advanceTimersByTime(60_000));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the tab is hidden, and catches up at once when it shows again', () => {
    const refresh = jest.fn();
    const since = Date.now();
    renderHook(() => useAutoRefresh(refresh, since));
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    act(() => jest.advanceTimersByTime(0));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits only for the rest of the minute when the figures are already older', () => {
    const refresh = jest.fn();
    const since = Date.now() - 45_000;
    renderHook(() => useAutoRefresh(refresh, since));
    act(() => jest.advanceTimersByTime(15_000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing before anything was loaded, and stops on unmount', () => {
    const refresh = jest.fn();
    const first = renderHook(() => useAutoRefresh(refresh, null));
    act(() => jest.advanceTimersByTime(120_000));
    first.unmount();
    const since = Date.now();
    const second = renderHook(() => useAutoRefresh(refresh, since));
    second.unmount();
    act(() => jest.advanceTimersByTime(120_000));
    expect(refresh).not.toHaveBeenCalled();
  });
});
