import { serializeQuery } from './query';

describe('serializeQuery', () => {
  it('encodes values and repeats arrays', () => {
    expect(serializeQuery({ name: 'Ana Pop', ids: [1, 2] })).toBe('name=Ana+Pop&ids=1&ids=2');
  });
  it('leaves out undefined, null and empty strings, also inside arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: ['', 'x'] })).toBe('d=x');
  });
  it('keeps false and zero', () => {
    expect(serializeQuery({ draft: false, page: 0 })).toBe('draft=false&page=0');
  });
});
