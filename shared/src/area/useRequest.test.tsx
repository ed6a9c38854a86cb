import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './useRequest';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('loads, then holds the data', async () => {
    const { result } = renderHook(() => useRequest(() => Promise.resolve(42), []));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 42 }));
  });

  it('aborts the request of an old input and ignores its late answer', async () => {
    const calls: { id: number; signal: AbortSignal; answer: ReturnType<typeof deferred<string>> }[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useRequest(
          (signal) => {
            const answer = deferred<string>();
            calls.push({ id, signal, answer });
            return answer.promise;
          },
          [id],
        ),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    expect(calls.map((call) => call.id)).toEqual([1, 2]);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.answer.resolve('second'));
    await act(async () => calls[0]!.answer.resolve('first'));
    expect(result.current.data).toBe('second');
  });

  it('does not ask again when the input is the same', async () => {
    const fetcher = jest.fn((_id: number) => Promise.resolve('x'));
    const { rerender, result } = renderHook(({ id }) => useRequest(() => fetcher(id), [id]), { initialProps: { id: 1 } });
    await waitFor(() => expect(result.current.data).toBe('x'));
    rerender({ id: 1 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the error, retries on demand, and aborts on unmount', async () => {
    const signals: AbortSignal[] = [];
    let fail = true;
    const { result, unmount } = renderHook(() =>
      useRequest((signal) => {
        signals.push(signal);
        return fail ? Promise.reject(new Error('down')) : new Promise<string>(() => undefined);
      }, []),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('down'));
    fail = false;
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    unmount();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('is idle while the fetcher has nothing to ask, and keeps data across a retry when asked to', async () => {
    const { result, rerender } = renderHook(
      ({ id }) => useRequest(() => (id ? Promise.resolve(`item ${id}`) : null), [id], { keepData: true }),
      {
        initialProps: { id: 0 },
      },
    );
    await waitFor(() => expect(result.current.state.status).toBe('idle'));
    rerender({ id: 5 });
    await waitFor(() => expect(result.current.data).toBe('item 5'));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'loading', data: 'item 5' });
    act(() => result.current.setData(() => 'changed'));
    expect(result.current.state).toEqual({ status: 'success', data: 'changed' });
  });
});
