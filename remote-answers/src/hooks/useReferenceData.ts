import { useMemo } from 'react';
import type { FormSection } from '@observatory/shared/model';
import { useAtomValue } from 'jotai';
import { useQuery } from '@observatory/shared/state';
import { ALL, countiesQuery, formSectionsQuery, publishedFormsQuery } from '../state/referenceData';

/** The counties of the filter (spec section 5: loaded only when not yet loaded). */
export function useCounties() {
  return useQuery(countiesQuery, ALL);
}

/** The published forms, one tab each. */
export function usePublishedForms() {
  return useQuery(publishedFormsQuery, ALL);
}

/** One form's definition, once its tab is chosen (null: none chosen yet). */
export function useFormSections(formId: number | null) {
  return useQuery(formSectionsQuery, formId);
}

/** Every form definition loaded so far, by form id (notes go under questions found there). */
export function useLoadedFormSections(): ReadonlyMap<number, readonly FormSection[]> {
  const held = useAtomValue(formSectionsQuery.heldAtom);
  return useMemo(() => new Map([...held.values()].map((entry) => [entry.params, entry.value] as const)), [held]);
}
