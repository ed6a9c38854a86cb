import { EMPTY_RESULT_FILTERS, answersLink, hasResultFilters, readResultFilters, toApiFilters, writeResultFilters } from './resultFilters';

const read = (search: string) => readResultFilters(new URLSearchParams(search));

describe('the results’ filters', () => {
  it('reads the answers list’s names from the address and writes them back unchanged', () => {
    const search =
      'county=cj&fromPollingStationNumber=010&toPollingStationNumber=200&from=2026-11-08T07:00&to=2026-11-08T20:00&followUp=needed&urgente=true';
    const filters = read(search);
    expect(filters).toEqual({
      county: 'CJ',
      fromPollingStationNumber: '10',
      toPollingStationNumber: '200',
      from: '2026-11-08T07:00',
      to: '2026-11-08T20:00',
      urgent: true,
      followUp: 'needed',
    });
    expect(writeResultFilters(filters).toString()).toBe(
      'county=CJ&fromPollingStationNumber=10&toPollingStationNumber=200&from=2026-11-08T07%3A00&to=2026-11-08T20%3A00&followUp=needed&urgente=true',
    );
  });

  it('drops what a hand-edited link got wrong', () => {
    expect(read('fromPollingStationNumber=-3&from=yesterday&followUp=maybe&urgente=1')).toEqual(EMPTY_RESULT_FILTERS);
    expect(hasResultFilters(EMPTY_RESULT_FILTERS)).toBe(false);
  });

  it('sends local times as instants, `to` covering its whole minute as the answers list does', () => {
    const api = toApiFilters(read('from=2026-11-08T07:00&to=2026-11-08T20:00&urgente=true'));
    expect(api.from).toBe(new Date(2026, 10, 8, 7, 0).toISOString());
    expect(api.to).toBe(new Date(2026, 10, 8, 20, 0, 59, 999).toISOString());
    expect(api).toMatchObject({ urgent: true, county: undefined, followUp: undefined });
  });

  it('links a bar to the answers list with the same filters, the form, the question and the option', () => {
    expect(answersLink(read('county=CJ&urgente=true'), 5, 41, 82)).toBe(
      '/answers?county=CJ&urgente=true&formId=5&questionId=41&optionId=82',
    );
  });
});
