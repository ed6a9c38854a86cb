import { makeThread, pageOf } from '../testing/fixtures';
import { laterMark, newestOnPage, probeQuery } from './liveUpdates';

const query = { page: 1, pageSize: 20 };
const threads = [
  makeThread({ lastModified: '2026-05-18T08:30:00.000Z' }),
  makeThread({ observerId: 8, lastModified: '2026-05-18T09:00:00.000Z', followUp: 'resolved' }),
];

describe('live updates rules', () => {
  it('asks after the mark, keeping a later `from` of the filters, on one row newest first', () => {
    expect(probeQuery({ county: 'AB', page: 3, pageSize: 20, unresolvedFirst: true }, '2026-05-18T08:30:00.000Z')).toEqual({
      county: 'AB',
      from: '2026-05-18T08:30:00.001Z',
      page: 1,
      pageSize: 1,
      unresolvedFirst: undefined,
    });
    expect(probeQuery({ ...query, from: '2026-05-18T10:00:00.000Z' }, '2026-05-18T08:30:00.000Z').from).toBe('2026-05-18T10:00:00.000Z');
    expect(probeQuery({ ...query, from: '2026-05-18T07:00:00.000Z' }, null).from).toBe('2026-05-18T07:00:00.000Z');
    expect(probeQuery(query, null).from).toBeUndefined();
  });

  it('reads the mark from page 1 newest first, and says when a page cannot tell it', () => {
    expect(newestOnPage(pageOf(threads, 40), query)).toBe('2026-05-18T09:00:00.000Z');
    expect(newestOnPage(pageOf([], 0), query)).toBeNull();
    expect(newestOnPage(pageOf(threads, 40, 2), { ...query, page: 2 })).toBeUndefined();
    // Not yet resolved first: exact once the page reaches the resolved threads, or holds them all.
    const unresolvedFirst = { ...query, unresolvedFirst: true };
    expect(newestOnPage(pageOf(threads, 40), unresolvedFirst)).toBe('2026-05-18T09:00:00.000Z');
    expect(newestOnPage(pageOf([threads[0]!], 40), unresolvedFirst)).toBeUndefined();
    expect(newestOnPage(pageOf([threads[0]!], 1), unresolvedFirst)).toBe('2026-05-18T08:30:00.000Z');
  });

  it('keeps the later of two marks', () => {
    expect(laterMark(null, '2026-05-18T08:30:00.000Z')).toBe('2026-05-18T08:30:00.000Z');
    expect(laterMark('2026-05-18T09:30:00.000Z', '2026-05-18T08:30:00.000Z')).toBe('2026-05-18T09:30:00.000Z');
    expect(laterMark('2026-05-18T09:30:00.000Z', null)).toBe('2026-05-18T09:30:00.000Z');
  });
});
