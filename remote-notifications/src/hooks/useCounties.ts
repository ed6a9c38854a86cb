import { useCallback, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { countiesAtom, loadCountiesAtom } from '../state/counties';

/** The counties of the observers filter, loaded the first time they are `needed` and then kept (spec section 5). */
export function useCounties(needed: boolean) {
  const state = useAtomValue(countiesAtom);
  const load = useSetAtom(loadCountiesAtom);
  useEffect(() => {
    if (needed) void load();
  }, [needed, load]);
  const retry = useCallback(() => void load(), [load]);
  return { state, retry };
}
