import { barPercent, largestValue } from './barScale';

describe('bar scaling', () => {
  it('measures every bar against the largest value', () => {
    const values = [{ value: 40 }, { value: 10 }, { value: 30 }];
    const largest = largestValue(values);
    expect(largest).toBe(40);
    expect(values.map(({ value }) => barPercent(value, largest))).toEqual([100, 25, 75]);
  });

  it('keeps small values proportional, not rounded away', () => {
    expect(barPercent(1, 300)).toBeCloseTo(0.3333, 3);
  });

  it('gives 0 when there is nothing to compare with or the value is not a count', () => {
    expect(largestValue([])).toBe(0);
    expect(largestValue([{ value: 0 }, { value: Number.NaN }])).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(-3, 10)).toBe(0);
    expect(barPercent(Number.NaN, 10)).toBe(0);
  });

  it('never goes past the track when a value is above the given largest', () => {
    expect(barPercent(15, 10)).toBe(100);
  });
});
