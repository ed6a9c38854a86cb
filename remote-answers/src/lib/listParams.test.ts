import { EMPTY_FILTERS, EMPTY_LINKED, hasFilters, readListParams, threadQueryKey, toThreadQuery, writeListParams } from './listParams';

const read = (search: string, urgentMount = false) => readListParams(new URLSearchParams(search), urgentMount);

describe('readListParams', () => {
  it('gives the whole list, page 1, when the address says nothing', () => {
    expect(read('')).toEqual({ ...EMPTY_FILTERS, ...EMPTY_LINKED, page: 1, urgent: false, order: 'unresolvedFirst' });
  });

  it('reads every filter, the page and the urgent list', () => {
    const params = read(
      'county=cj&pollingStationNumber=012&phoneObserver=0722&from=2026-5-18%208:00&to=2026-05-18&followUp=needed&page=3&urgente=true&order=newest',
    );
    expect(params).toEqual({
      county: 'CJ',
      pollingStationNumber: '12',
      phoneObserver: '0722',
      from: '2026-05-18 08:00',
      to: '2026-05-18',
      followUp: 'needed',
      ...EMPTY_LINKED,
      page: 3,
      urgent: true,
      order: 'newest',
    });
  });

  it('reads the filters a statistics link brings: the question, its option and form, a range of stations', () => {
    const params = read('formId=5&questionId=041&optionId=82&fromPollingStationNumber=10&toPollingStationNumber=200');
    expect(params).toMatchObject({
      formId: '5',
      questionId: '41',
      optionId: '82',
      fromPollingStationNumber: '10',
      toPollingStationNumber: '200',
    });
    expect(writeListParams(params, false).toString()).toBe(
      'formId=5&questionId=41&optionId=82&fromPollingStationNumber=10&toPollingStationNumber=200',
    );
    expect(hasFilters(params)).toBe(true);
    expect(toThreadQuery(params)).toMatchObject({
      questionId: 41,
      optionId: 82,
      fromPollingStationNumber: 10,
      toPollingStationNumber: 200,
    });
  });

  it('drops linked values that are not ids', () => {
    expect(read('questionId=abc&optionId=0&toPollingStationNumber=-1&formId=99999999999')).toMatchObject(EMPTY_LINKED);
    expect(hasFilters(read('formId=5'))).toBe(false);
  });

  it('drops values a hand-edited link got wrong, rather than sending them', () => {
    const params = read('pollingStationNumber=-4&from=yesterday&followUp=maybe&page=0&order=newest');
    expect(params).toMatchObject({ pollingStationNumber: '', from: '', followUp: '', page: 1, order: 'unresolvedFirst' });
  });

  it('takes station 1 and page 1 at the edge, and refuses station 0', () => {
    expect(read('pollingStationNumber=1&page=1')).toMatchObject({ pollingStationNumber: '1', page: 1 });
    expect(read('pollingStationNumber=0&page=2')).toMatchObject({ pollingStationNumber: '', page: 2 });
  });

  it('is always urgent under /urgents', () => {
    expect(read('', true).urgent).toBe(true);
  });
});

describe('writeListParams', () => {
  it('writes nothing for the defaults, so /answers stays /answers', () => {
    expect(writeListParams(read(''), false).toString()).toBe('');
  });

  it('writes what differs, and leaves urgente to the /urgents mount', () => {
    const params = { ...read('urgente=true'), county: 'AB', page: 2, order: 'newest' as const };
    expect(writeListParams(params, false).toString()).toBe('urgente=true&county=AB&order=newest&page=2');
    expect(writeListParams(params, true).toString()).toBe('county=AB&order=newest&page=2');
  });

  it('round-trips through the address', () => {
    const params = read('county=AB&pollingStationNumber=5&from=2026-05-18%2008:00&followUp=resolved&page=4');
    expect(read(writeListParams(params, false).toString())).toEqual(params);
  });
});

describe('toThreadQuery', () => {
  it('asks for 20 threads, with dates as instants and the station as a number', () => {
    const query = toThreadQuery(read('county=AB&pollingStationNumber=5&from=2026-05-18%2008:00&page=2'));
    expect(query).toEqual({
      county: 'AB',
      pollingStationNumber: 5,
      phoneObserver: undefined,
      from: new Date(2026, 4, 18, 8, 0).toISOString(),
      to: undefined,
      urgent: undefined,
      followUp: undefined,
      page: 2,
      pageSize: 20,
      unresolvedFirst: undefined,
    });
  });

  it('shows the urgent list unresolved first unless asked for newest first', () => {
    expect(toThreadQuery(read('urgente=true'))).toMatchObject({ urgent: true, unresolvedFirst: true });
    expect(toThreadQuery(read('urgente=true&order=newest'))).toMatchObject({ urgent: true, unresolvedFirst: undefined });
  });
});

describe('threadQueryKey and hasFilters', () => {
  it('tells pages and filters apart', () => {
    const one = toThreadQuery(read('county=AB'));
    expect(threadQueryKey(one)).toBe(threadQueryKey(toThreadQuery(read('county=AB'))));
    expect(threadQueryKey(one)).not.toBe(threadQueryKey({ ...one, page: 2 }));
    expect(threadQueryKey(one)).not.toBe(threadQueryKey(toThreadQuery(read('county=AB&urgente=true'))));
  });

  it('counts filters, not the urgent list or the page', () => {
    expect(hasFilters(read('urgente=true&page=2'))).toBe(false);
    expect(hasFilters(read('phoneObserver=07'))).toBe(true);
  });
});
