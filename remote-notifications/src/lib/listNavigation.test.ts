import { moveActive } from './listNavigation';

describe('moveActive', () => {
  it('has nothing to activate in an empty list', () => {
    expect(moveActive(-1, 0, 'next')).toBe(-1);
  });

  it('starts at the first option going down and at the last going up', () => {
    expect(moveActive(-1, 5, 'next')).toBe(0);
    expect(moveActive(-1, 5, 'previous')).toBe(4);
  });

  it('moves one step and wraps at the ends', () => {
    expect(moveActive(1, 5, 'next')).toBe(2);
    expect(moveActive(4, 5, 'next')).toBe(0);
    expect(moveActive(2, 5, 'previous')).toBe(1);
    expect(moveActive(0, 5, 'previous')).toBe(4);
  });

  it('jumps to the first and the last', () => {
    expect(moveActive(2, 5, 'first')).toBe(0);
    expect(moveActive(2, 5, 'last')).toBe(4);
  });
});
