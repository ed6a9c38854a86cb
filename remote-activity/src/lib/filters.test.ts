import { filtersToParams, readFilters, readPage, toApiFilters } from './filters';

describe('the log filters in the address', () => {
  it('reads what it understands and drops the rest', () => {
    const params = new URLSearchParams('actor=%20ana%20&action=observer.pin-reset&entityType=planet&from=2026-11-01&to=yesterday&page=3');
    expect(readFilters(params)).toEqual({ actor: 'ana', action: 'observer.pin-reset', entityType: '', from: '2026-11-01', to: '' });
    expect(readPage(params)).toBe(3);
    expect(readPage(new URLSearchParams('page=-1'))).toBe(1);
  });

  it('writes only the filters given, and asks the API for whole local days', () => {
    const filters = { actor: '', action: '', entityType: 'observer', from: '2026-11-01', to: '2026-11-02' } as const;
    expect(filtersToParams(filters).toString()).toBe('entityType=observer&from=2026-11-01&to=2026-11-02');
    const api = toApiFilters(filters);
    expect(Object.keys(api)).toEqual(['entityType', 'from', 'to']);
    expect(new Date(api.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(api.to!).getTime()).toBe(new Date(2026, 10, 2, 23, 59, 59, 999).getTime());
  });
});
