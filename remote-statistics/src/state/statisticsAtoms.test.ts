import { createStore } from 'jotai';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import { STATISTIC_KEYS } from '../lib/statisticKeys';
import { rankedValues } from '../testing/fixtures';
import { createStatisticsApi } from '../testing/statisticsApi';
import type { StatisticsApi } from '../testing/statisticsApi';
import { servicesAtom } from './services';
import {
  dashboardAtom,
  refreshDashboardAtom,
  refreshStatisticAtom,
  retryFailedCardsAtom,
  showCompleteListAtom,
  showDashboardAtom,
  showStatisticPageAtom,
  statisticAtoms,
} from './statisticsAtoms';

let now = Date.parse('2026-05-10T10:00:00Z');

function storeWith(api: StatisticsApi) {
  const store = createStore();
  store.set(servicesAtom, { ...createFakeServices({ i18n: createTestI18n() }), http: api.http });
  return store;
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('the dashboard', () => {
  it('asks each of the seven methods once for its top 5 (page size 5)', async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    expect(api.calls().sort()).toEqual(
      [
        'observerNumber 1/5',
        'countiesIrregularities 1/5',
        'pollingStationIrregularities 1/5',
        'countiesOpeningIrregularities 1/5',
        'pollingStationOpeningIrregularities 1/5',
        'countiesByCountingIrregularities 1/5',
        'pollingStationsByCountingIrregularities 1/5',
      ].sort(),
    );
    const dashboard = store.get(dashboardAtom);
    expect(dashboard.counts).toEqual({ loading: 0, failed: 0, empty: 0, ready: 7 });
    expect(dashboard.cards.map((card) => card.key)).toEqual(STATISTIC_KEYS);
    expect(dashboard.cards[0]?.values).toEqual(rankedValues(8).slice(0, 5));
    expect(dashboard.updatedAt).toBe(now);
  });

  it('does not ask again for cards it holds when revisited within a minute (spec section 5)', async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    now += 59_000;
    await store.set(showDashboardAtom);
    expect(api.calls()).toHaveLength(7);
    // The figures on screen are still those of the first visit.
    expect(store.get(dashboardAtom).updatedAt).toBe(now - 59_000);
  });

  it('refreshes every card on a revisit once the figures are a minute old', async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    now += 60_000;
    await store.set(showDashboardAtom);
    expect(api.calls()).toHaveLength(14);
    expect(store.get(dashboardAtom).updatedAt).toBe(now);
  });

  it('sorts the cards by the spec rule: failed, loading and empty ones are not shown', async () => {
    const api = createStatisticsApi({ countiesOpeningIrregularities: [] }, { observerNumber: { status: 500, body: { status: 500 } } });
    const store = storeWith(api);
    const loading = store.set(showDashboardAtom);
    expect(store.get(dashboardAtom).counts).toEqual({ loading: 7, failed: 0, empty: 0, ready: 0 });
    await loading;
    const { cards, counts } = store.get(dashboardAtom);
    expect(counts).toEqual({ loading: 0, failed: 1, empty: 1, ready: 5 });
    expect(cards.find((card) => card.key === 'numar-observatori')).toMatchObject({ status: 'failed', error: { status: 500 } });
    expect(cards.find((card) => card.key === 'sesizari-deschidere-judete')).toMatchObject({ status: 'empty', values: [] });
  });

  it('Retry asks again only for the cards that failed', async () => {
    let failing = true;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/observerNumber', () =>
      failing ? 'network-error' : { body: { data: [], page: 1, pageSize: 5, totalItems: 0, totalPages: 0 } },
    );
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    expect(store.get(dashboardAtom).counts.failed).toBe(1);
    failing = false;
    await store.set(retryFailedCardsAtom);
    expect(api.calls().slice(7)).toEqual(['observerNumber 1/5']);
    expect(store.get(dashboardAtom).counts).toMatchObject({ failed: 0, empty: 1 });
  });
});

describe('the paged-list rules (spec sections 4 and 5)', () => {
  it('Refresh empties the held values, keeps the last figures on screen meanwhile, then shows the new ones', async () => {
    let round = 1;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/countiesIrregularities', (request) => ({
      body: {
        data: [{ label: `Round ${round}`, value: round }],
        page: Number(request.query.page),
        pageSize: 5,
        totalItems: 1,
        totalPages: 1,
      },
    }));
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    round = 2;
    now += 1_000;
    const refreshing = store.set(refreshDashboardAtom);
    const { top } = statisticAtoms['sesizari-judete'];
    // The kit's list is emptied and loading...
    expect(store.get(top.itemsAtom)).toEqual([]);
    expect(store.get(top.listAtom).loading).toBe(true);
    // ...while the card keeps the figures it had, marked as refreshing.
    expect(store.get(dashboardAtom).cards[1]).toMatchObject({
      status: 'ready',
      refreshing: true,
      values: [{ label: 'Round 1', value: 1 }],
    });
    await refreshing;
    expect(store.get(dashboardAtom).cards[1]).toMatchObject({
      status: 'ready',
      refreshing: false,
      values: [{ label: 'Round 2', value: 2 }],
      at: now,
    });
  });

  it('an error sets the error and stops loading, also after figures were shown', async () => {
    let fail = false;
    const api = createStatisticsApi();
    api.on('GET', '/api/v1/statistics/pollingStationIrregularities', (request) =>
      fail
        ? { status: 503, body: { status: 503 } }
        : { body: { data: rankedValues(2), page: Number(request.query.page), pageSize: 5, totalItems: 2, totalPages: 1 } },
    );
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    fail = true;
    await store.set(refreshDashboardAtom);
    const { top } = statisticAtoms['sesizari-sectii'];
    expect(store.get(top.listAtom).loading).toBe(false);
    expect(store.get(top.listAtom).error).toMatchObject({ status: 503 });
    expect(store.get(dashboardAtom).cards[2]).toMatchObject({ status: 'failed', values: [] });
  });

  it('the complete list asks page 1 of size 20 once; the full page then reuses it and appends page 2 with its totals', async () => {
    const api = createStatisticsApi({ countiesIrregularities: rankedValues(45) });
    const store = storeWith(api);
    await store.set(showCompleteListAtom, 'sesizari-judete');
    expect(api.calls()).toEqual(['countiesIrregularities 1/20']);
    const { full } = statisticAtoms['sesizari-judete'];
    expect(store.get(full.listAtom)).toMatchObject({ loading: false, page: 1, totalItems: 45, totalPages: 3 });

    await store.set(showStatisticPageAtom, 'sesizari-judete', 1);
    // Page 1 is held: only the card's top 5 (the statistic's largest value) is asked for.
    expect(api.calls().slice(1)).toEqual(['countiesIrregularities 1/5']);
    await store.set(showStatisticPageAtom, 'sesizari-judete', 2);
    expect(api.calls().slice(2)).toEqual(['countiesIrregularities 2/20']);
    expect(store.get(full.listAtom)).toMatchObject({ loading: false, page: 2, items: rankedValues(45).slice(20, 40) });
    // Back to page 1: held, shown without a request.
    await store.set(showStatisticPageAtom, 'sesizari-judete', 1);
    expect(api.calls()).toHaveLength(3);
    expect(store.get(full.listAtom)).toMatchObject({ loading: false, page: 1, items: rankedValues(45).slice(0, 20) });
  });

  it('a page on its way is not asked for twice', async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await Promise.all([store.set(showCompleteListAtom, 'sesizari-sectii'), store.set(showCompleteListAtom, 'sesizari-sectii')]);
    expect(api.calls()).toEqual(['pollingStationIrregularities 1/20']);
  });

  it('the complete list is asked again when older than the cards beside it, or than a minute', async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await store.set(showCompleteListAtom, 'numar-observatori');
    now += 10_000;
    await store.set(showDashboardAtom);
    await store.set(showCompleteListAtom, 'numar-observatori');
    expect(api.calls().filter((call) => call.endsWith('/20'))).toEqual(['observerNumber 1/20', 'observerNumber 1/20']);
    now += 30_000;
    await store.set(showCompleteListAtom, 'numar-observatori');
    expect(api.calls().filter((call) => call.endsWith('/20'))).toHaveLength(2);
    now += 60_000;
    await store.set(showCompleteListAtom, 'numar-observatori');
    expect(api.calls().filter((call) => call.endsWith('/20'))).toHaveLength(3);
  });

  it("the dashboard's refresh also refreshes the complete list open in the modal", async () => {
    const api = createStatisticsApi();
    const store = storeWith(api);
    await store.set(showDashboardAtom);
    await store.set(showCompleteListAtom, 'sesizari-numarare-sectii');
    await store.set(refreshDashboardAtom, 'sesizari-numarare-sectii');
    expect(api.calls().filter((call) => call.startsWith('pollingStationsByCountingIrregularities'))).toEqual([
      'pollingStationsByCountingIrregularities 1/5',
      'pollingStationsByCountingIrregularities 1/20',
      'pollingStationsByCountingIrregularities 1/5',
      'pollingStationsByCountingIrregularities 1/20',
    ]);
  });

  it("a full statistic's refresh empties every held page and reloads the one on screen", async () => {
    const api = createStatisticsApi({ observerNumber: rankedValues(45) });
    const store = storeWith(api);
    await store.set(showStatisticPageAtom, 'numar-observatori', 1);
    await store.set(showStatisticPageAtom, 'numar-observatori', 2);
    await store.set(refreshStatisticAtom, 'numar-observatori');
    expect(api.calls().slice(3).sort()).toEqual(['observerNumber 1/5', 'observerNumber 2/20']);
    await store.set(showStatisticPageAtom, 'numar-observatori', 1);
    expect(api.calls().slice(5)).toEqual(['observerNumber 1/20']);
  });

  it('keeps each store apart, so two mounts never share figures', async () => {
    const first = storeWith(createStatisticsApi());
    const secondApi = createStatisticsApi();
    const second = storeWith(secondApi);
    await first.set(showDashboardAtom);
    expect(second.get(dashboardAtom).counts.loading).toBe(7);
    expect(secondApi.calls()).toEqual([]);
  });
});
