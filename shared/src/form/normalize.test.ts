import { hasNonWhitespace, normalizeSpaces, normalizeValues } from './normalize';

describe('normalizeSpaces', () => {
  it('trims and collapses inner whitespace', () => {
    expect(normalizeSpaces('  Ana   Maria\t Pop  ')).toBe('Ana Maria Pop');
    expect(normalizeSpaces('   ')).toBe('');
  });
});

describe('hasNonWhitespace', () => {
  it.each([
    ['a', true],
    ['  ș ', true],
    ['   ', false],
    ['', false],
    [undefined, false],
    [12, false],
  ])('%j → %s', (value, expected) => {
    expect(hasNonWhitespace(value)).toBe(expected);
  });
});

describe('normalizeValues', () => {
  it('normalises every string, also nested, and keeps other values', () => {
    const file = new File(['x'], 'a.csv');
    const input = { name: ' Ana  Pop ', pin: '1234', count: 3, send: true, file, tags: [' a  b '], nested: { title: ' T  ' }, none: null };
    expect(normalizeValues(input)).toEqual({
      name: 'Ana Pop',
      pin: '1234',
      count: 3,
      send: true,
      file,
      tags: ['a b'],
      nested: { title: 'T' },
      none: null,
    });
    expect(normalizeValues(input).file).toBe(file);
    expect(input.name).toBe(' Ana  Pop ');
  });
});
