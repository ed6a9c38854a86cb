import { atom } from 'jotai';
import type { Atom, Getter, WritableAtom } from 'jotai';

/** A value the server sent for some params, and when it arrived (epoch ms). */
export interface HeldValue<Params, Value> {
  readonly params: Params;
  readonly value: Value;
  readonly fetchedAt: number;
}

export interface QueryConfig<Params, Value> {
  /**
   * Asks the server for `params`. The signal aborts when the request is superseded (other params
   * are shown meanwhile) or a refresh drops what is held. `get` reads other atoms of the same store,
   * e.g. the area's services atom for its HTTP client.
   */
  readonly fetch: (params: Params, signal: AbortSignal, get: Getter) => Promise<Value>;
  /** The freshness rule: a held value this old (ms) is asked again when shown. Default: never stale. */
  readonly maxAgeMs?: number;
  /** How many values are held, the least recently arrived dropped first. Default: no limit. */
  readonly maxHeld?: number;
  /**
   * While new params load, `shown` keeps the value shown before (no flicker). Default true (a
   * list's next page); false where the previous value would mislead (another form's definition).
   */
  readonly keepPrevious?: boolean;
  /** The identity of params in the cache. Default: JSON with object keys sorted. */
  readonly keyOf?: (params: Params) => string;
}

export interface QueryView<Params, Value> {
  /** The params on screen: the last ones shown (undefined before the first show). */
  readonly params: Params | undefined;
  /** Their held value, if any. */
  readonly held: HeldValue<Params, Value> | undefined;
  /** What to draw: `held`, or while it loads, the value shown before (see keepPrevious). */
  readonly shown: HeldValue<Params, Value> | undefined;
  /** The last value shown before these params or before the last refresh, kept through failures. */
  readonly previous: HeldValue<Params, Value> | undefined;
  /** True while the params on screen are being fetched. */
  readonly loading: boolean;
  /** Why the last fetch of the params on screen failed (an ApiError from the host client), or null. */
  readonly error: unknown;
  /** When the last request ended, answered or failed (epoch ms), null before: a timer's starting point. */
  readonly settledAt: number | null;
}

export interface ShowOptions {
  /** Ask again even when a fresh value is held (a Refresh button); other held values stay. */
  readonly refresh?: boolean;
}

export interface QueryAtoms<Params, Value> {
  readonly keyOf: (params: Params) => string;
  readonly viewAtom: Atom<QueryView<Params, Value>>;
  /** Every value held, by key (e.g. to find an item the list already has). */
  readonly heldAtom: Atom<ReadonlyMap<string, HeldValue<Params, Value>>>;
  /**
   * Shows `params`. Fetches only when no value is held, the held one is older than maxAgeMs, or a
   * refresh is asked for; a request for the same params already on its way is joined, not repeated;
   * a request for other params is aborted (superseded) and its late answer dropped.
   */
  readonly showAtom: WritableAtom<null, [params: Params, options?: ShowOptions], Promise<void>>;
  /** Drops every held value, then shows `params` (default: those on screen), fetching them. */
  readonly refreshAtom: WritableAtom<null, [params?: Params], Promise<void>>;
  /** Rewrites every held value (an optimistic change seen everywhere, and its rollback). */
  readonly updateHeldAtom: WritableAtom<null, [update: (value: Value, params: Params) => Value], void>;
  /**
   * Drops the held values of `params` (every one by default) without asking: their next show
   * fetches. A value whose params are on screen stays on screen only as `previous`, so show them
   * again (or refresh) when dropping those.
   */
  readonly forgetAtom: WritableAtom<null, [params?: readonly Params[]], void>;
  /**
   * Holds `value` for `params` as if it had just arrived, without showing them (a value the area
   * got by another way, e.g. several lists asked together); a request for them on its way is dropped.
   */
  readonly holdAtom: WritableAtom<null, [params: Params, value: Value], void>;
}

interface InFlight {
  readonly key: string;
  readonly controller: AbortController;
  readonly done: Promise<void>;
}

interface QueryState<Params, Value> {
  readonly held: ReadonlyMap<string, HeldValue<Params, Value>>;
  readonly params: Params | undefined;
  readonly key: string | null;
  readonly previous: HeldValue<Params, Value> | undefined;
  readonly inFlight: InFlight | null;
  readonly error: unknown;
  readonly settledAt: number | null;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same params. */
function stableKey(value: unknown): string {
  return JSON.stringify(value, (_name, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The value on screen before a change: the held value of the params shown, else what they kept. */
const onScreen = <P, V>(state: QueryState<P, V>): HeldValue<P, V> | undefined =>
  (state.key === null ? undefined : state.held.get(state.key)) ?? state.previous;

/**
 * Server data held beyond one view, as jotai atoms: values by params, a freshness rule, one request
 * at a time (a superseded one is aborted), the previous value on screen while the next loads. A
 * factory: every call makes new atoms, and each store (each area mount, or with AreaRoot's
 * `keepStore` each signed-in person) keeps its own values. Lists use it through
 * createPagedListAtoms (page in the store) or directly with the page in the params (page in the URL).
 */
export function createQueryAtoms<Params, Value>(config: QueryConfig<Params, Value>): QueryAtoms<Params, Value> {
  const { fetch, maxAgeMs = Infinity, maxHeld = Infinity, keepPrevious = true, keyOf = stableKey } = config;
  const initial: QueryState<Params, Value> = {
    held: new Map(),
    params: undefined,
    key: null,
    previous: undefined,
    inFlight: null,
    error: null,
    settledAt: null,
  };
  const stateAtom = atom(initial);
  stateAtom.debugPrivate = true;

  const fresh = (entry: HeldValue<Params, Value> | undefined): entry is HeldValue<Params, Value> =>
    entry !== undefined && Date.now() - entry.fetchedAt < maxAgeMs;

  const store = (held: ReadonlyMap<string, HeldValue<Params, Value>>, key: string, entry: HeldValue<Params, Value>) => {
    const next = new Map(held);
    next.delete(key);
    next.set(key, entry);
    while (next.size > maxHeld) next.delete(next.keys().next().value as string);
    return next;
  };

  const showAtom = atom(null, async (get, set, params: Params, options: ShowOptions = {}) => {
    const key = keyOf(params);
    const state = get(stateAtom);
    const moved = state.key !== key;
    const previous = moved ? onScreen(state) : state.previous;
    if (state.inFlight?.key === key && !options.refresh) {
      set(stateAtom, { ...state, params, key, previous });
      return state.inFlight.done;
    }
    state.inFlight?.controller.abort();
    if (!options.refresh && fresh(state.held.get(key))) {
      set(stateAtom, { ...state, params, key, previous, inFlight: null, error: null });
      return;
    }
    const controller = new AbortController();
    const done = (async () => {
      try {
        const value = await fetch(params, controller.signal, get);
        if (controller.signal.aborted) return;
        const now = get(stateAtom);
        const fetchedAt = Date.now();
        set(stateAtom, {
          ...now,
          held: store(now.held, key, { params, value, fetchedAt }),
          inFlight: null,
          error: null,
          settledAt: fetchedAt,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        set(stateAtom, { ...get(stateAtom), inFlight: null, error, settledAt: Date.now() });
      }
    })();
    set(stateAtom, { ...state, params, key, previous, inFlight: { key, controller, done }, error: null });
    return done;
  });

  const refreshAtom = atom(null, async (get, set, params?: Params) => {
    const state = get(stateAtom);
    const target = params ?? state.params;
    state.inFlight?.controller.abort();
    // Rule "Refresh": what is held is emptied before loading; the figures on screen stay meanwhile.
    set(stateAtom, { ...state, held: new Map(), previous: onScreen(state), inFlight: null, error: null });
    if (target !== undefined) await set(showAtom, target, { refresh: true });
  });

  const updateHeldAtom = atom(null, (get, set, update: (value: Value, params: Params) => Value) => {
    const state = get(stateAtom);
    const rewrite = (entry: HeldValue<Params, Value>) => ({ ...entry, value: update(entry.value, entry.params) });
    const held = new Map([...state.held].map(([key, entry]) => [key, rewrite(entry)] as const));
    set(stateAtom, { ...state, held, previous: state.previous && rewrite(state.previous) });
  });

  const forgetAtom = atom(null, (get, set, params?: readonly Params[]) => {
    const state = get(stateAtom);
    const keys = params === undefined ? [...state.held.keys()] : params.map(keyOf);
    const held = new Map(state.held);
    for (const key of keys) held.delete(key);
    const dropsShown = state.key !== null && keys.includes(state.key);
    set(stateAtom, { ...state, held, previous: dropsShown ? onScreen(state) : state.previous });
  });

  const holdAtom = atom(null, (get, set, params: Params, value: Value) => {
    const state = get(stateAtom);
    const key = keyOf(params);
    const superseded = state.inFlight?.key === key;
    if (superseded) state.inFlight?.controller.abort();
    const fetchedAt = Date.now();
    set(stateAtom, {
      ...state,
      held: store(state.held, key, { params, value, fetchedAt }),
      ...(superseded ? { inFlight: null, error: null, settledAt: fetchedAt } : {}),
    });
  });

  const viewAtom = atom((get): QueryView<Params, Value> => {
    const state = get(stateAtom);
    const held = state.key === null ? undefined : state.held.get(state.key);
    const loading = state.inFlight !== null;
    return {
      params: state.params,
      held,
      shown: held ?? (loading && keepPrevious ? state.previous : undefined),
      previous: state.previous,
      loading,
      error: state.error,
      settledAt: state.settledAt,
    };
  });

  return {
    keyOf,
    viewAtom,
    heldAtom: atom((get) => get(stateAtom).held),
    showAtom,
    refreshAtom,
    updateHeldAtom,
    forgetAtom,
    holdAtom,
  };
}
