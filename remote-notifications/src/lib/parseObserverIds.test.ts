import { parseObserverIds } from './parseObserverIds';

describe('parseObserverIds', () => {
  it('is absent without the parameter', () => {
    expect(parseObserverIds(null)).toEqual({ kind: 'absent' });
  });

  it('reads a JSON array of numeric ids, each once', () => {
    expect(parseObserverIds('[3,1,22]')).toEqual({ kind: 'ids', ids: [3, 1, 22] });
    expect(parseObserverIds('[5, 5, 6]')).toEqual({ kind: 'ids', ids: [5, 6] });
  });

  it('accepts ids written as strings of digits', () => {
    expect(parseObserverIds('["7","8"]')).toEqual({ kind: 'ids', ids: [7, 8] });
  });

  it.each([['[1,2'], ['1,2'], ['{"ids":[1]}'], ['"[1]"'], ['12'], ['null'], ['not json']])('calls %s malformed', (raw) => {
    expect(parseObserverIds(raw)).toEqual({ kind: 'malformed' });
  });

  it.each([['["a"]'], ['[1,"two"]'], ['[1.5]'], ['[0]'], ['[-3]'], ['[null]'], ['[[1]]'], ['[true]'], ['[1e300]']])(
    'calls the non-numeric or non-id %s malformed',
    (raw) => {
      expect(parseObserverIds(raw)).toEqual({ kind: 'malformed' });
    },
  );

  it('calls an empty array or a blank value empty', () => {
    expect(parseObserverIds('[]')).toEqual({ kind: 'empty' });
    expect(parseObserverIds('')).toEqual({ kind: 'empty' });
    expect(parseObserverIds('  ')).toEqual({ kind: 'empty' });
  });

  it('refuses more recipients than the API takes in one send', () => {
    const many = JSON.stringify(Array.from({ length: 50_001 }, (_, index) => index + 1));
    expect(parseObserverIds(many)).toEqual({ kind: 'malformed' });
  });
});
