import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { createQueryAtoms } from './createQueryAtoms';
import { useQuery } from './useQuery';

function setup() {
  const answers = new Map<string, (value: string) => void>();
  const fetch = jest.fn(
    (params: { page: number }) =>
      new Promise<string>((resolve, reject) =>
        answers.set(`${params.page}`, (value) => (value === 'fail' ? reject(new Error('down')) : resolve(value))),
      ),
  );
  const query = createQueryAtoms<{ page: number }, string>({ fetch });
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const answer = (page: number, value: string) => act(async () => answers.get(`${page}`)!(value));
  return { query, store, wrapper, fetch, answer };
}

describe('useQuery', () => {
  it('is idle without params and asks nothing', () => {
    const { query, wrapper, fetch } = setup();
    const { result } = renderHook(() => useQuery(query, null), { wrapper });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads, then keeps the previous page on screen as loading data while the next one loads', async () => {
    const { query, wrapper, fetch, answer } = setup();
    const { result, rerender } = renderHook(({ page }) => useQuery(query, { page }), { wrapper, initialProps: { page: 1 } });
    expect(result.current.state).toEqual({ status: 'loading', data: undefined });
    await answer(1, 'one');
    expect(result.current.state).toEqual({ status: 'success', data: 'one' });
    rerender({ page: 2 });
    // Even on the render before the new page is asked for, the old one is not passed off as page 2.
    expect(result.current.state).toEqual({ status: 'loading', data: 'one' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await answer(2, 'two');
    expect(result.current.state).toEqual({ status: 'success', data: 'two' });
  });

  it('a revisit with the same params asks nothing and shows what is held', async () => {
    const { query, wrapper, fetch, answer } = setup();
    const first = renderHook(() => useQuery(query, { page: 1 }), { wrapper });
    await answer(1, 'one');
    first.unmount();
    const { result } = renderHook(() => useQuery(query, { page: 1 }), { wrapper });
    expect(result.current.state).toEqual({ status: 'success', data: 'one' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says a failure, and retry asks again', async () => {
    const { query, wrapper, fetch, answer } = setup();
    const { result } = renderHook(() => useQuery(query, { page: 1 }), { wrapper });
    await answer(1, 'fail');
    expect(result.current.state).toMatchObject({ status: 'error', error: new Error('down'), data: undefined });
    act(() => result.current.retry());
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer(1, 'one');
    expect(result.current.data).toBe('one');
  });
});
