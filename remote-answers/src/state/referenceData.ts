import { readServices } from '@observatory/shared/area';
import type { County, FormMeta, FormSection } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import type { Getter } from 'jotai';
import { listCounties } from '../api/listCounties';
import { getFormSections, listPublishedForms } from '../api/forms';
import { servicesAtom } from './services';

/** The one params of queries that hold a single value. */
export const ALL = 'all';

const http = (get: Getter) => readServices(get, servicesAtom).http;

/** The counties of the filter, asked once while the same person is signed in (spec section 5). */
export const countiesQuery = createQueryAtoms<typeof ALL, County[]>({ fetch: (_all, signal, get) => listCounties(http(get), signal) });

/** The published forms: one tab each in the details. */
export const publishedFormsQuery = createQueryAtoms<typeof ALL, FormMeta[]>({
  fetch: (_all, signal, get) => listPublishedForms(http(get), signal),
});

/**
 * Each form's sections, questions and options, by form id: fetched once, reused for every thread.
 * Another form's definition never stands in while one loads.
 */
export const formSectionsQuery = createQueryAtoms<number, FormSection[]>({
  fetch: (formId, signal, get) => getFormSections(http(get), formId, signal),
  keepPrevious: false,
});
