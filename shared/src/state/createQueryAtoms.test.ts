import { createStore } from 'jotai';
import { createQueryAtoms } from './createQueryAtoms';
import type { QueryConfig } from './createQueryAtoms';

interface Params {
  readonly county: string;
  readonly page: number;
}

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const calls: { params: Params; signal: AbortSignal; resolve: (value: string[]) => void; reject: (error: unknown) => void }[] = [];
  const fetch = jest.fn(
    (params: Params, signal: AbortSignal) => new Promise<string[]>((resolve, reject) => calls.push({ params, signal, resolve, reject })),
  );
  return { fetch, calls };
}

function setup(config: Omit<QueryConfig<Params, string[]>, 'fetch'> = {}) {
  const { fetch, calls } = controlledFetch();
  const query = createQueryAtoms<Params, string[]>({ fetch, ...config });
  const store = createStore();
  /** Shows `params` and answers its request with `value` (the request made last). */
  const held = async (params: Params, value: string[]) => {
    const shown = store.set(query.showAtom, params);
    calls.at(-1)!.resolve(value);
    await shown;
  };
  return { query, store, fetch, calls, held };
}

const AB = { county: 'AB', page: 1 };
const CJ = { county: 'CJ', page: 1 };

describe('createQueryAtoms', () => {
  it('holds values by params whatever the order of their keys', async () => {
    const { query, store, fetch, held } = setup();
    await held({ county: 'AB', page: 2 }, ['a']);
    await store.set(query.showAtom, { page: 2, county: 'AB' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get(query.viewAtom).held?.value).toEqual(['a']);
  });

  it('joins a request already on its way: the second caller resolves when the value is there', async () => {
    const { query, store, fetch, calls } = setup();
    const first = store.set(query.showAtom, AB);
    const second = store.set(query.showAtom, AB);
    expect(fetch).toHaveBeenCalledTimes(1);
    let settled = false;
    void second.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    calls[0]!.resolve(['a']);
    await Promise.all([first, second]);
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, held: { value: ['a'] } });
  });

  it('show with refresh asks again for the params on screen and keeps the other values held', async () => {
    const { query, store, fetch, calls, held } = setup();
    await held(AB, ['a']);
    await held(CJ, ['c']);
    const again = store.set(query.showAtom, CJ, { refresh: true });
    // The value asked again stays on screen meanwhile.
    expect(store.get(query.viewAtom)).toMatchObject({ loading: true, shown: { value: ['c'] } });
    calls[2]!.resolve(['c2']);
    await again;
    await store.set(query.showAtom, AB);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(store.get(query.viewAtom).held?.value).toEqual(['a']);
  });

  it('a failed refresh of a held value keeps the value beside the failure', async () => {
    const { query, store, calls, held } = setup();
    await held(AB, ['a']);
    const again = store.set(query.showAtom, AB, { refresh: true });
    calls[1]!.reject(new Error('HTTP 503'));
    await again;
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, held: { value: ['a'] }, error: new Error('HTTP 503') });
  });

  it('holds at most maxHeld values, dropping the one that arrived first', async () => {
    const { query, store, fetch, calls } = setup({ maxHeld: 2 });
    for (const [index, county] of ['AB', 'CJ', 'IS'].entries()) {
      const shown = store.set(query.showAtom, { county, page: 1 });
      calls[index]!.resolve([county]);
      await shown;
    }
    expect([...store.get(query.heldAtom).values()].map((entry) => entry.params.county)).toEqual(['CJ', 'IS']);
    void store.set(query.showAtom, AB);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('without keepPrevious shows nothing of other params while the new ones load', async () => {
    const { query, store, held } = setup({ keepPrevious: false });
    await held(AB, ['a']);
    void store.set(query.showAtom, CJ);
    expect(store.get(query.viewAtom)).toMatchObject({ loading: true, shown: undefined, previous: { value: ['a'] } });
  });

  it('a failure of new params shows nothing stale', async () => {
    const { query, store, calls, held } = setup();
    await held(AB, ['a']);
    const cj = store.set(query.showAtom, CJ);
    calls[1]!.reject(new Error('HTTP 500'));
    await cj;
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, shown: undefined, held: undefined, error: new Error('HTTP 500') });
  });

  it('updateHeld rewrites every value held and the one kept on screen', async () => {
    const { query, store, calls, held } = setup();
    await held(AB, ['a']);
    const cj = store.set(query.showAtom, CJ);
    store.set(query.updateHeldAtom, (value, params) => [...value, `${params.county}!`]);
    expect(store.get(query.viewAtom).shown?.value).toEqual(['a', 'AB!']);
    calls[1]!.resolve(['c']);
    await cj;
    expect([...store.get(query.heldAtom).values()].map((entry) => entry.value)).toEqual([['a', 'AB!'], ['c']]);
  });

  it('refresh drops every value held, aborts what is on its way and fetches the params on screen', async () => {
    const { query, store, fetch, calls, held } = setup();
    await held(AB, ['a']);
    void store.set(query.showAtom, CJ);
    const refreshed = store.set(query.refreshAtom);
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(store.get(query.heldAtom).size).toBe(0);
    expect(fetch).toHaveBeenLastCalledWith(CJ, expect.any(AbortSignal), expect.any(Function));
    calls[2]!.resolve(['c']);
    await refreshed;
    expect(store.get(query.viewAtom)).toMatchObject({ params: CJ, held: { value: ['c'] } });
  });

  it('refresh before anything was shown asks nothing', async () => {
    const { query, store, fetch } = setup();
    await store.set(query.refreshAtom);
    expect(fetch).not.toHaveBeenCalled();
  });
  it('forget drops only the values of the params given, and the next show of them asks again', async () => {
    const { query, store, fetch, held } = setup();
    await held(AB, ['a']);
    await held(CJ, ['c']);
    store.set(query.forgetAtom, [AB]);
    expect([...store.get(query.heldAtom).keys()]).toEqual([query.keyOf(CJ)]);
    // CJ is on screen and still held: nothing to ask, and it stays drawn.
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, held: { value: ['c'] } });
    await held(AB, ['a2']);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(store.get(query.viewAtom).held?.value).toEqual(['a2']);
  });

  it('forget without params drops every value; what was on screen is kept only as previous', async () => {
    const { query, store, held } = setup();
    await held(AB, ['a']);
    await held(CJ, ['c']);
    store.set(query.forgetAtom);
    expect(store.get(query.heldAtom).size).toBe(0);
    expect(store.get(query.viewAtom)).toMatchObject({ held: undefined, previous: { value: ['c'] } });
  });

  it('hold keeps a value got another way without showing it, so showing it later asks nothing', async () => {
    const { query, store, fetch, held } = setup();
    await held(AB, ['a']);
    store.set(query.holdAtom, CJ, ['c']);
    expect(store.get(query.viewAtom).params).toEqual(AB);
    await store.set(query.showAtom, CJ);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, held: { value: ['c'] } });
  });

  it('hold replaces a request for the same params on its way: its late answer is dropped', async () => {
    const { query, store, calls } = setup();
    const shown = store.set(query.showAtom, AB);
    store.set(query.holdAtom, AB, ['held']);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(['late']);
    await shown;
    expect(store.get(query.viewAtom)).toMatchObject({ loading: false, error: null, held: { value: ['held'] } });
  });
});
