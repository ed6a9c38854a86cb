import type { County, FormMeta, FormSection } from '@observatory/shared/model';
import { listCounties } from '../api/listCounties';
import { getFormSections, listPublishedForms } from '../api/forms';
import { createKeyedLoader } from './loadOnce';

/** The one key of loaders that hold a single value. */
export const ALL = 'all';

/** The counties of the filter, loaded once while the same person is signed in. */
export const countiesLoader = createKeyedLoader<typeof ALL, County[]>((http) => listCounties(http));

/** The published forms: one tab each in the details. */
export const publishedFormsLoader = createKeyedLoader<typeof ALL, FormMeta[]>((http) => listPublishedForms(http));

/** Each form's sections, questions and options, by form id: fetched once, reused for every thread. */
export const formSectionsLoader = createKeyedLoader<number, FormSection[]>((http, formId) => getFormSections(http, formId));
