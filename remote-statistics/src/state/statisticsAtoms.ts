import { atom } from 'jotai';
import type { Getter } from 'jotai';
import { readServices } from '@observatory/shared/area';
import { createPagedListAtoms } from '@observatory/shared/state';
import type { FetchPage, PagedListAtoms, QueryView } from '@observatory/shared/state';
import { getStatistic } from '../api/getStatistic';
import { STATISTICS_PAGE_SIZE_FULL, STATISTICS_PAGE_SIZE_OVERVIEW } from '../api/types';
import type { StatisticMethod, StatisticValue } from '../api/types';
import { REFRESH_INTERVAL_MS } from '../lib/freshness';
import { STATISTICS, STATISTIC_KEYS } from '../lib/statisticKeys';
import type { StatisticKey } from '../lib/statisticKeys';
import { servicesAtom } from './services';

/**
 * One list of a statistic: the kit's paged list, whose figures are asked again once a minute old
 * (issue 13 "Fresh numbers") and stay on screen while new ones load (a refresh neither blanks a
 * card nor takes away the element that has focus).
 */
type StatisticList = PagedListAtoms<StatisticValue, StatisticMethod>;

/** The two lists of one statistic: the card's top 5, and the full list in pages of 20 (modal and page). */
export interface StatisticAtoms {
  readonly top: StatisticList;
  readonly full: StatisticList;
}

const fetchStatisticPage: FetchPage<StatisticValue, StatisticMethod> = (method, page, pageSize, signal, get) =>
  getStatistic(readServices(get, servicesAtom).http, { method, page, pageSize }, signal);

function createStatisticAtoms(key: StatisticKey): StatisticAtoms {
  const { method } = STATISTICS[key];
  const list = (pageSize: number) =>
    createPagedListAtoms<StatisticValue, StatisticMethod>({
      fetchPage: fetchStatisticPage,
      pageSize,
      initialParams: method,
      maxAgeMs: REFRESH_INTERVAL_MS,
    });
  return { top: list(STATISTICS_PAGE_SIZE_OVERVIEW), full: list(STATISTICS_PAGE_SIZE_FULL) };
}

/**
 * Every statistic's lists, by key. Only definitions: the values live in the store AreaRoot makes
 * for each mount, so nothing leaks between mounts or tests, and the HTTP client comes from there.
 */
export const statisticAtoms = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, createStatisticAtoms(key)])) as Readonly<
  Record<StatisticKey, StatisticAtoms>
>;

/** A card by the spec's rule: shown with values only; loading, failed and empty cards are hidden. */
type CardStatus = 'loading' | 'failed' | 'empty' | 'ready';

export interface DashboardCard {
  readonly key: StatisticKey;
  readonly status: CardStatus;
  /** The top 5 on screen (the previous ones while a refresh runs). */
  readonly values: readonly StatisticValue[];
  readonly refreshing: boolean;
  readonly error: unknown;
  /** When the values on screen arrived, null when none are. */
  readonly at: number | null;
}

export interface Dashboard {
  readonly cards: readonly DashboardCard[];
  readonly counts: Readonly<Record<CardStatus, number>>;
  readonly refreshing: boolean;
  /** The oldest figures on screen (what "updated at" may honestly claim), null when none are shown. */
  readonly updatedAt: number | null;
  /** When the oldest card's figures were loaded (or failed to); null until all seven were asked for once. */
  readonly heldSince: number | null;
}

type ListView = QueryView<unknown, unknown>;

/** When the figures on screen arrived, or when the last request failed: what the minute counts from. */
export const heldSinceOf = (view: ListView): number | null => view.shown?.fetchedAt ?? view.settledAt;

function cardOf(get: Getter, key: StatisticKey): DashboardCard {
  const view = get(statisticAtoms[key].top.viewAtom);
  if (view.error) return { key, status: 'failed', values: [], refreshing: false, error: view.error, at: null };
  if (!view.shown) return { key, status: 'loading', values: [], refreshing: false, error: null, at: null };
  const values = view.shown.value.data;
  const status = values.length > 0 ? 'ready' : 'empty';
  return { key, status, values, refreshing: view.loading, error: null, at: view.shown.fetchedAt };
}

const oldest = (times: readonly (number | null)[]): number | null =>
  times.some((time) => time === null) || times.length === 0 ? null : Math.min(...(times as number[]));

/** The dashboard at a glance: every card's state, how many are in each, and how fresh they are. */
export const dashboardAtom = atom((get): Dashboard => {
  const cards = STATISTIC_KEYS.map((key) => cardOf(get, key));
  const counts = { loading: 0, failed: 0, empty: 0, ready: 0 };
  for (const card of cards) counts[card.status] += 1;
  const shown = cards.filter((card) => card.status === 'ready');
  return {
    cards,
    counts,
    refreshing: cards.some((card) => card.refreshing),
    updatedAt: oldest(shown.map((card) => card.at)),
    heldSince: oldest(STATISTIC_KEYS.map((key) => heldSinceOf(get(statisticAtoms[key].top.viewAtom)))),
  };
});

/** Refreshes every card, and the complete list open in the modal, if any; resolves with how many failed. */
export const refreshDashboardAtom = atom(null, async (get, set, openKey?: StatisticKey | null): Promise<number> => {
  const tops = STATISTIC_KEYS.map((key) => set(statisticAtoms[key].top.refreshAtom, 1));
  await Promise.all(openKey ? [...tops, set(statisticAtoms[openKey].full.refreshAtom, 1)] : tops);
  const modalFailed = openKey ? Boolean(get(statisticAtoms[openKey].full.viewAtom).error) : false;
  return get(dashboardAtom).counts.failed + (modalFailed ? 1 : 0);
});

/**
 * Arriving on the dashboard: cards held are shown without a request (spec section 5), others load,
 * and figures a minute old are asked again (the lists' freshness rule), so a revisit never shows
 * stale numbers.
 */
export const showDashboardAtom = atom(null, async (_get, set) => {
  await Promise.all(STATISTIC_KEYS.map((key) => set(statisticAtoms[key].top.loadPageAtom, 1)));
});

/** The dashboard's Retry: loads again only the cards that failed. */
export const retryFailedCardsAtom = atom(null, async (get, set) => {
  const failed = get(dashboardAtom).cards.filter((card) => card.status === 'failed');
  await Promise.all(failed.map((card) => set(statisticAtoms[card.key].top.loadPageAtom, 1)));
});

/**
 * 'See complete list': page 1 of the full list (page size 20). Held figures are reused unless they
 * are a minute old (the list's rule) or older than the card beside them (the modal never lags its card).
 */
export const showCompleteListAtom = atom(null, async (get, set, key: StatisticKey) => {
  const { top, full } = statisticAtoms[key];
  const held = [...get(full.heldAtom).values()].find((entry) => entry.params.page === 1);
  const card = get(top.viewAtom).shown;
  const lags = held !== undefined && card !== undefined && held.fetchedAt < card.fetchedAt;
  await set(lags ? full.refreshAtom : full.loadPageAtom, 1);
});

/**
 * One statistic in full (`/statistics/:key?page=`): the page asked for, plus the card's top 5 whose
 * first value is the statistic's largest (every page's bars are measured against it).
 */
export const showStatisticPageAtom = atom(null, async (_get, set, key: StatisticKey, page: number) => {
  const { top, full } = statisticAtoms[key];
  await Promise.all([set(top.loadPageAtom, 1), set(full.loadPageAtom, page)]);
});

/**
 * The full statistic's Refresh (and its minute timer): the page on screen and the largest value.
 * Resolves with how many of the two failed.
 */
export const refreshStatisticAtom = atom(null, async (get, set, key: StatisticKey): Promise<number> => {
  const { top, full } = statisticAtoms[key];
  await Promise.all([set(full.refreshAtom), set(top.refreshAtom, 1)]);
  return [full, top].filter((list) => get(list.viewAtom).error).length;
});
