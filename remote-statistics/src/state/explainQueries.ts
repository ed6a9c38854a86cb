import type { Getter } from 'jotai';
import { readServices } from '@observatory/shared/area';
import type { County, FormMeta, FormSection, PagedResult } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import { getAnomalies } from '../api/anomalies';
import type { AnomalyParams } from '../api/anomalies';
import { getFormSections, getQuestionResults, listCounties, listPublishedForms } from '../api/questionResults';
import type { Anomaly, QuestionResult, ResultFilters } from '../api/types';
import { REFRESH_INTERVAL_MS } from '../lib/freshness';
import { servicesAtom } from './services';

/** The one params of queries that hold a single value. */
export const ALL = 'all';

const http = (get: Getter) => readServices(get, servicesAtom).http;

/** The published forms (the dashboard's results card, the anomaly page's form choice): asked once a session. */
export const publishedFormsQuery = createQueryAtoms<typeof ALL, FormMeta[]>({
  fetch: (_all, signal, get) => listPublishedForms(http(get), signal),
});

/** The counties of the results' filter: asked once a session. */
export const countiesQuery = createQueryAtoms<typeof ALL, County[]>({ fetch: (_all, signal, get) => listCounties(http(get), signal) });

/** A form's definition, which names what its counts count; another form's never stands in while one loads. */
export const formSectionsQuery = createQueryAtoms<number, FormSection[]>({
  fetch: (formId, signal, get) => getFormSections(http(get), formId, signal),
  keepPrevious: false,
});

export interface ResultsParams {
  readonly formId: number;
  readonly filters: ResultFilters;
}

/** A form's counts under some filters, asked again once a minute old (the dashboard's rule). */
export const questionResultsQuery = createQueryAtoms<ResultsParams, QuestionResult[]>({
  fetch: ({ formId, filters }, signal, get) => getQuestionResults(http(get), formId, filters, signal),
  maxAgeMs: REFRESH_INTERVAL_MS,
  maxHeld: 16,
});

/** Pages of the anomaly ranking (the page at /statistics/anomalies), a minute fresh. */
export const anomaliesQuery = createQueryAtoms<AnomalyParams, PagedResult<Anomaly>>({
  fetch: (params, signal, get) => getAnomalies(http(get), params, signal),
  maxAgeMs: REFRESH_INTERVAL_MS,
  maxHeld: 12,
});

/** The dashboard card's three stations that stand out most, a minute fresh like the cards beside it. */
export const topAnomaliesQuery = createQueryAtoms<AnomalyParams, PagedResult<Anomaly>>({
  fetch: (params, signal, get) => getAnomalies(http(get), params, signal),
  maxAgeMs: REFRESH_INTERVAL_MS,
});
