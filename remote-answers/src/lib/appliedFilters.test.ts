import { appliedFilters } from './appliedFilters';
import { EMPTY_FILTERS } from './listParams';

const NAMES = new Map([['CJ', 'Cluj']]);

describe('appliedFilters', () => {
  it('is empty for the whole list', () => {
    expect(appliedFilters({ ...EMPTY_FILTERS, page: 1, urgent: false, order: 'unresolvedFirst' }, NAMES)).toEqual([]);
  });

  it('names every filter in use, the urgent list first, a county with its name', () => {
    const params = {
      ...EMPTY_FILTERS,
      county: 'CJ',
      phoneObserver: '0722',
      to: '2026-05-18 20:00',
      followUp: 'needed' as const,
      page: 3,
      urgent: true,
      order: 'newest' as const,
    };
    expect(appliedFilters(params, NAMES)).toEqual([
      { name: 'urgent' },
      { name: 'county', value: 'Cluj (CJ)' },
      { name: 'phoneObserver', value: '0722' },
      { name: 'to', value: '2026-05-18 20:00' },
      { name: 'followUp', value: 'needed' },
    ]);
  });

  it('keeps a county code it cannot name', () => {
    const params = { ...EMPTY_FILTERS, county: 'ZZ', page: 1, urgent: false, order: 'unresolvedFirst' as const };
    expect(appliedFilters(params, NAMES)).toEqual([{ name: 'county', value: 'ZZ' }]);
  });
});
