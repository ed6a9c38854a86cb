import { INITIAL_TARGETING, readinessOf, targetingReducer } from './targeting';
import type { TargetingEvent, TargetingState } from './targeting';

const run = (...events: TargetingEvent[]): TargetingState => events.reduce(targetingReducer, INITIAL_TARGETING);
const range = { from: 1, to: 445 };

describe('targetingReducer', () => {
  it('starts with the filter unused: everyone is the target', () => {
    expect(INITIAL_TARGETING.selection).toEqual({ status: 'unused' });
    expect(readinessOf(INITIAL_TARGETING.selection)).toEqual({ ready: true, target: { kind: 'everyone' } });
  });

  it('choosing a county makes the selection pending: nothing can be sent yet', () => {
    const state = run({ type: 'countyChanged', countyCode: 'AB' });
    expect(state.filter.countyCode).toBe('AB');
    expect(state.selection).toEqual({ status: 'pending', searching: false, failed: false });
    expect(readinessOf(state.selection)).toEqual({ ready: false, reason: 'pending' });
  });

  it('a search in flight blocks Send as searching, then resolves to the ids it found', () => {
    const searching = run({ type: 'countyChanged', countyCode: 'AB' }, { type: 'searchStarted', search: 5 });
    expect(readinessOf(searching.selection)).toEqual({ ready: false, reason: 'searching' });
    const resolved = targetingReducer(searching, { type: 'searchSucceeded', search: 5, ids: [3, 9], range });
    expect(resolved.selection).toEqual({ status: 'resolved', ids: [3, 9], range });
    expect(readinessOf(resolved.selection)).toEqual({ ready: true, target: { kind: 'observers', ids: [3, 9] } });
  });

  it('a resolved search with nobody keeps Send disabled', () => {
    const state = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'searchStarted', search: 2 },
      { type: 'searchSucceeded', search: 2, ids: [], range },
    );
    expect(readinessOf(state.selection)).toEqual({ ready: false, reason: 'noneFound' });
  });

  it('changing the county or the range clears the resolved ids', () => {
    const resolved = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'searchStarted', search: 2 },
      { type: 'searchSucceeded', search: 2, ids: [1], range },
    );
    expect(targetingReducer(resolved, { type: 'countyChanged', countyCode: 'CJ' }).selection.status).toBe('pending');
    expect(targetingReducer(resolved, { type: 'rangeChanged', field: 'from', value: '4' }).selection.status).toBe('pending');
    expect(targetingReducer(resolved, { type: 'rangeChanged', field: 'to', value: '9' }).selection.status).toBe('pending');
  });

  it('ignores the answer of a search the filter has since outdated', () => {
    const started = run({ type: 'countyChanged', countyCode: 'AB' }, { type: 'searchStarted', search: 2 });
    const changed = targetingReducer(started, { type: 'rangeChanged', field: 'to', value: '10' });
    const late = targetingReducer(changed, { type: 'searchSucceeded', search: 2, ids: [1, 2], range });
    expect(late.selection).toEqual({ status: 'pending', searching: false, failed: false });
    expect(targetingReducer(changed, { type: 'searchFailed', search: 2 })).toBe(changed);
  });

  it('a failed search stays pending and says so', () => {
    const state = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'searchStarted', search: 2 },
      { type: 'searchFailed', search: 2 },
    );
    expect(state.selection).toEqual({ status: 'pending', searching: false, failed: true });
    expect(readinessOf(state.selection)).toEqual({ ready: false, reason: 'pending' });
  });

  it('a search abandoned when the page goes away leaves the selection pending, not searching', () => {
    const started = run({ type: 'countyChanged', countyCode: 'AB' }, { type: 'searchStarted', search: 2 });
    const abandoned = targetingReducer(started, { type: 'searchAbandoned', search: 2 });
    expect(abandoned.selection).toEqual({ status: 'pending', searching: false, failed: false });
    expect(abandoned.filter.countyCode).toBe('AB');
    // An older search, or one that already answered, is not affected.
    expect(targetingReducer(started, { type: 'searchAbandoned', search: 1 })).toBe(started);
    const resolved = targetingReducer(started, { type: 'searchSucceeded', search: 2, ids: [1], range });
    expect(targetingReducer(resolved, { type: 'searchAbandoned', search: 2 })).toBe(resolved);
  });

  it('a refused range keeps the selection pending with the problem, until the range changes', () => {
    const refused = run({ type: 'countyChanged', countyCode: 'AB' }, { type: 'searchRefused', problem: 'order' });
    expect(refused.problem).toBe('order');
    expect(refused.selection.status).toBe('pending');
    expect(targetingReducer(refused, { type: 'rangeChanged', field: 'from', value: '1' }).problem).toBeNull();
  });

  it('Reset clears the county and the filter: everyone again', () => {
    const state = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'rangeChanged', field: 'from', value: '3' },
      { type: 'searchStarted', search: 3 },
      { type: 'reset' },
    );
    expect(state.filter).toEqual({ countyCode: null, from: '', to: '' });
    expect(state.selection).toEqual({ status: 'unused' });
    // A search still running when Reset was pressed cannot resolve afterwards.
    expect(targetingReducer(state, { type: 'searchSucceeded', search: 3, ids: [1], range }).selection).toEqual({ status: 'unused' });
  });

  it('clearing the county is the same as Reset', () => {
    const state = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'rangeChanged', field: 'to', value: '9' },
      { type: 'countyChanged', countyCode: null },
    );
    expect(state.filter).toEqual({ countyCode: null, from: '', to: '' });
    expect(state.selection).toEqual({ status: 'unused' });
  });

  it('choosing the same county again changes nothing', () => {
    const resolved = run(
      { type: 'countyChanged', countyCode: 'AB' },
      { type: 'searchStarted', search: 2 },
      { type: 'searchSucceeded', search: 2, ids: [1], range },
    );
    expect(targetingReducer(resolved, { type: 'countyChanged', countyCode: 'AB' })).toBe(resolved);
  });

  it('a search without a county does nothing', () => {
    expect(run({ type: 'searchStarted', search: 1 })).toEqual(INITIAL_TARGETING);
  });
});
