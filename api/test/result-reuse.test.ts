import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { BUDGET_SHARE, BUDGET_WINDOW_MS, ComputeBudget, MAX_STALE_MS, ResultReuse } from '../src/services/result-reuse.js';

/** A read path whose change stamp (and moves between replica and primary) the test moves, and a clock it sets. */
function harness() {
  const state = { stamp: 's1', now: 1_000_000, computed: 0, moves: 0 };
  const db = {
    changeStamp: async () => state.stamp,
    get moves() {
      return state.moves;
    },
  };
  const clock = () => state.now;
  const reuse = new ResultReuse<number>(2, new ComputeBudget(clock), clock);
  /** A computation that takes `costMs` on the test's clock. */
  const compute = (costMs: number) => async () => {
    state.computed++;
    state.now += costMs;
    return state.computed;
  };
  return { state, db, reuse, compute };
}

const budgetMs = BUDGET_WINDOW_MS * BUDGET_SHARE;

describe('results reused while the data is unchanged', () => {
  test('unchanged data: the held result, whatever its age; changed data: computed again', async () => {
    const { state, db, reuse, compute } = harness();
    assert.equal(await reuse.get(db, 'k', compute(5)), 1);
    state.now += 3_600_000;
    assert.equal(await reuse.get(db, 'k', compute(5)), 1);
    state.stamp = 's2';
    assert.equal(await reuse.get(db, 'k', compute(5)), 2);
    assert.equal(await reuse.get(db, 'other', compute(5)), 3);
  });

  test(`past ${BUDGET_SHARE * 100} % of the last ${BUDGET_WINDOW_MS / 1000} s, changed data gets the held result, at most ${MAX_STALE_MS / 1000} s old`, async () => {
    const { state, db, reuse, compute } = harness();
    assert.equal(await reuse.get(db, 'a', compute(budgetMs / 2)), 1);
    state.stamp = 's2';
    // Half the budget spent: still computed.
    assert.equal(await reuse.get(db, 'a', compute(budgetMs / 2)), 2);
    state.stamp = 's3';
    // The budget is spent (by any key): held results are served though the data changed.
    assert.equal(await reuse.get(db, 'a', compute(1)), 2);
    assert.equal(await reuse.get(db, 'b', compute(1)), 3, 'a key with nothing held is computed');
    // Once the window has passed, computed again.
    state.now += BUDGET_WINDOW_MS;
    assert.equal(await reuse.get(db, 'a', compute(budgetMs)), 4);
    state.stamp = 's4';
    assert.equal(await reuse.get(db, 'a', compute(1)), 4);
    // A held result is never served older than MAX_STALE_MS after its computation started.
    const stale = harness();
    await stale.reuse.get(stale.db, 'a', stale.compute(MAX_STALE_MS - 1));
    stale.state.stamp = 's2';
    stale.state.now += 1;
    assert.equal(await stale.reuse.get(stale.db, 'a', stale.compute(1)), 2);
  });

  test('one computation at a time per key, and the oldest key leaves first', async () => {
    const { db, reuse } = harness();
    let release: (v: number) => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    const a = reuse.get(db, 'k', slow);
    await new Promise((r) => setImmediate(r));
    const b = reuse.get(db, 'k', async () => 99);
    release(7);
    assert.deepEqual(await Promise.all([a, b]), [7, 7]);
    await reuse.get(db, 'x', async () => 1);
    await reuse.get(db, 'y', async () => 2);
    assert.equal(await reuse.get(db, 'k', async () => 8), 8, 'k left when a third key came');
  });

  test('a computation during which the reads moved between replica and primary is answered, not kept', async () => {
    const { state, db, reuse } = harness();
    // The stamp is read on one server; the path moves before the data is read on the other.
    const spanning = async () => {
      state.moves++;
      return 1;
    };
    assert.equal(await reuse.get(db, 'k', spanning), 1);
    assert.equal(await reuse.get(db, 'k', async () => 2), 2, 'not served from what the move may have mixed');
    assert.equal(await reuse.get(db, 'k', async () => 3), 2, 'a computation without a move is kept');
  });
});
