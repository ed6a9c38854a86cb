import { appliedFilters } from './appliedFilters';
import { EMPTY_FILTERS, EMPTY_LINKED } from './listParams';

const NAMES = new Map([['CJ', 'Cluj']]);

describe('appliedFilters', () => {
  it('is empty for the whole list', () => {
    expect(appliedFilters({ ...EMPTY_FILTERS, ...EMPTY_LINKED, page: 1, urgent: false, order: 'unresolvedFirst' }, NAMES)).toEqual([]);
  });

  it('names every filter in use, the urgent list first, a county with its name', () => {
    const params = {
      ...EMPTY_FILTERS,
      ...EMPTY_LINKED,
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
    const params = { ...EMPTY_FILTERS, ...EMPTY_LINKED, county: 'ZZ', page: 1, urgent: false, order: 'unresolvedFirst' as const };
    expect(appliedFilters(params, NAMES)).toEqual([{ name: 'county', value: 'ZZ' }]);
  });

  it('names the filters a link brought after the fields: the stations, then the question and option by name', () => {
    const params = {
      ...EMPTY_FILTERS,
      ...EMPTY_LINKED,
      county: 'CJ',
      formId: '5',
      questionId: '41',
      optionId: '82',
      fromPollingStationNumber: '10',
      page: 1,
      urgent: false,
      order: 'unresolvedFirst' as const,
    };
    const names = (questionId: number, optionId: number | undefined) =>
      questionId === 41 && optionId === 82 ? { question: 'E1-1 Was the ballot box sealed?', option: 'No' } : undefined;
    expect(appliedFilters(params, NAMES, names)).toEqual([
      { name: 'county', value: 'Cluj (CJ)' },
      { name: 'stations', from: '10', to: '' },
      { name: 'answer', names: { question: 'E1-1 Was the ballot box sealed?', option: 'No' } },
    ]);
  });

  it('names a linked question and option by number while their form is unknown', () => {
    const params = {
      ...EMPTY_FILTERS,
      ...EMPTY_LINKED,
      questionId: '41',
      optionId: '82',
      page: 1,
      urgent: false,
      order: 'unresolvedFirst' as const,
    };
    expect(appliedFilters(params, NAMES)).toEqual([{ name: 'answer', names: { question: '#41', option: '#82' } }]);
  });
});
