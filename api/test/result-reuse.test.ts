import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { EXPENSIVE_MS, MAX_REUSE_MS, REUSE_FACTOR, ResultReuse } from '../src/services/result-reuse.js';

/** A database whose change stamp the test moves, and a clock it sets. */
function harness() {
  const state = { stamp: 's1', now: 1_000_000, computed: 0 };
  const db = { changeStamp: async () => state.stamp };
  const reuse = new ResultReuse<number>(2, () => state.now);
  /** A computation that takes `costMs` on the test's clock. */
  const compute = (costMs: number) => async () => {
    state.computed++;
    state.now += costMs;
    return state.computed;
  };
  return { state, db, reuse, compute };
}

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

  test(`an expensive result (${EXPENSIVE_MS} ms or more) is served for ${REUSE_FACTOR} times its cost though data changed`, async () => {
    const { state, db, reuse, compute } = harness();
    assert.equal(await reuse.get(db, 'k', compute(200)), 1);
    state.stamp = 's2';
    state.now += 200 * REUSE_FACTOR - 200 - 1; // started 200·10 − 1 ms ago
    assert.equal(await reuse.get(db, 'k', compute(200)), 1);
    state.now += 1;
    assert.equal(await reuse.get(db, 'k', compute(200)), 2);
    // Never longer than MAX_REUSE_MS.
    const slow = harness();
    await slow.reuse.get(slow.db, 'k', slow.compute(60_000));
    slow.state.stamp = 's2';
    slow.state.now += MAX_REUSE_MS - 60_000;
    assert.equal(await slow.reuse.get(slow.db, 'k', slow.compute(1)), 2);
  });

  test('one computation at a time per key, and the oldest key leaves first', async () => {
    const { db, reuse } = harness();
    let release: (v: number) => void = () => undefined;
    const slow = () => new Promise<number>((resolve) => (release = resolve));
    const a = reuse.get(db, 'k', slow);
    const b = reuse.get(db, 'k', async () => 99);
    await new Promise((r) => setImmediate(r));
    release(7);
    assert.deepEqual(await Promise.all([a, b]), [7, 7]);
    await reuse.get(db, 'x', async () => 1);
    await reuse.get(db, 'y', async () => 2);
    assert.equal(await reuse.get(db, 'k', async () => 8), 8, 'k left when a third key came');
  });
});
