import { formatTypedDate, parseTypedDate, toInstant } from './dateInput';

describe('parseTypedDate', () => {
  it.each([
    ['2026-05-18 08:30', { year: 2026, month: 5, day: 18, hour: 8, minute: 30 }],
    ['  2026-5-8 8:05 ', { year: 2026, month: 5, day: 8, hour: 8, minute: 5 }],
    ['2026-05-18T23:59', { year: 2026, month: 5, day: 18, hour: 23, minute: 59 }],
    ['2026-05-18', { year: 2026, month: 5, day: 18 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
  ])('reads %j', (text, expected) => {
    expect(parseTypedDate(text)).toEqual(expected);
  });

  it.each([
    '',
    '18.05.2026 08:30',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '2026-05-18 24:00',
    '2026-05-18 08:60',
    '2026-05-18 8',
    'yyyy-MM-dd hh:mm',
  ])('refuses %j', (text) => {
    expect(parseTypedDate(text)).toBeNull();
  });
});

describe('formatTypedDate', () => {
  it('writes the placeholder form, with or without the time', () => {
    expect(formatTypedDate({ year: 2026, month: 5, day: 8, hour: 8, minute: 5 })).toBe('2026-05-08 08:05');
    expect(formatTypedDate({ year: 2026, month: 5, day: 8 })).toBe('2026-05-08');
  });
});

describe('toInstant', () => {
  it('reads the typed time as local time', () => {
    const date = { year: 2026, month: 5, day: 18, hour: 8, minute: 30 };
    expect(toInstant(date, 'from')).toBe(new Date(2026, 4, 18, 8, 30).toISOString());
  });

  it('makes `to` cover its whole minute, or its whole day without a time', () => {
    expect(toInstant({ year: 2026, month: 5, day: 18, hour: 8, minute: 30 }, 'to')).toBe(
      new Date(2026, 4, 18, 8, 30, 59, 999).toISOString(),
    );
    expect(toInstant({ year: 2026, month: 5, day: 18 }, 'to')).toBe(new Date(2026, 4, 18, 23, 59, 59, 999).toISOString());
    expect(toInstant({ year: 2026, month: 5, day: 18 }, 'from')).toBe(new Date(2026, 4, 18).toISOString());
  });
});
