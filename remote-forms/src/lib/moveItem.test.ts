import { moveItem } from './moveItem';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item down and up', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(list, 1, 0)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('never changes the input', () => {
    const frozen = Object.freeze([...list]);
    expect(moveItem(frozen, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(frozen).toEqual(list);
  });

  it('returns an equal copy for a move in place', () => {
    const result = moveItem(list, 2, 2);
    expect(result).toEqual(list);
    expect(result).not.toBe(list);
  });

  it('clamps positions outside the list', () => {
    expect(moveItem(list, 0, 99)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, -5)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });
});
