import { useCallback, useEffect, useMemo } from 'react';
import type { FormSection } from '@observatory/shared/model';
import { useAtomValue, useSetAtom } from 'jotai';
import type { KeyedLoader } from '../state/loadOnce';
import { loadableOf } from '../state/loadOnce';
import { ALL, countiesLoader, formSectionsLoader, publishedFormsLoader } from '../state/referenceData';

/** A value loaded once a session (the area keeps its store): asked when first needed, kept, asked again only by `retry`. */
function useLoaded<K, T>(loader: KeyedLoader<K, T>, key: K | null) {
  const map = useAtomValue(loader.stateAtom);
  const load = useSetAtom(loader.loadAtom);
  useEffect(() => {
    if (key !== null) void load(key);
  }, [load, key]);
  const retry = useCallback(() => {
    if (key !== null) void load(key);
  }, [load, key]);
  return { state: key === null ? ({ status: 'idle' } as const) : loadableOf(map, key), retry };
}

/** The counties of the filter (spec section 5: loaded only when not yet loaded). */
export function useCounties() {
  return useLoaded(countiesLoader, ALL);
}

/** The published forms, one tab each. */
export function usePublishedForms() {
  return useLoaded(publishedFormsLoader, ALL);
}

/** One form's definition, once its tab is chosen (null: none chosen yet). */
export function useFormSections(formId: number | null) {
  return useLoaded(formSectionsLoader, formId);
}

/** Every form definition loaded so far, by form id (notes go under questions found there). */
export function useLoadedFormSections(): ReadonlyMap<number, readonly FormSection[]> {
  const map = useAtomValue(formSectionsLoader.stateAtom);
  return useMemo(() => {
    const loaded = new Map<number, readonly FormSection[]>();
    for (const [formId, state] of map) if (state.status === 'loaded') loaded.set(formId, state.value);
    return loaded;
  }, [map]);
}
