import { PIN_LENGTHS, isValidPin } from './pin';

describe('isValidPin', () => {
  it.each([
    ['1234', true],
    ['123456', true],
    ['12345', false],
    ['123', false],
    ['1234567', false],
    ['12a4', false],
    ['12 34', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPin(value)).toBe(expected);
  });

  it('rejects missing values and keeps the spec’s lengths', () => {
    expect(isValidPin(undefined)).toBe(false);
    expect(isValidPin(null)).toBe(false);
    expect(PIN_LENGTHS).toEqual([4, 6]);
  });
});
