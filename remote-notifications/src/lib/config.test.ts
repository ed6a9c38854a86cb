import { DEFAULT_HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, readPageSize } from './config';

describe('readPageSize', () => {
  it('defaults to 100', () => {
    expect(DEFAULT_HISTORY_PAGE_SIZE).toBe(100);
    expect(readPageSize(undefined)).toBe(100);
    expect(readPageSize('')).toBe(100);
    expect(HISTORY_PAGE_SIZE).toBe(100);
  });

  it('takes a configured whole number from 1 to 1000', () => {
    expect(readPageSize('25')).toBe(25);
    expect(readPageSize('1')).toBe(1);
    expect(readPageSize('1000')).toBe(1000);
  });

  it('ignores a value the API would not honour', () => {
    expect(readPageSize('0')).toBe(100);
    expect(readPageSize('1001')).toBe(100);
    expect(readPageSize('12.5')).toBe(100);
    expect(readPageSize('many')).toBe(100);
  });
});
