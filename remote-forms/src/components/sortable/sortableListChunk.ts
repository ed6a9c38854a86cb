import { useEffect, useState } from 'react';

type SortableListModule = typeof import('./SortableList');

let loaded: SortableListModule | undefined;
let loading: Promise<SortableListModule> | undefined;

/**
 * Drag and drop (sortablejs, about 17 KiB gzip) is its own chunk: only organizer admins reorder,
 * so nobody else downloads it. The list asks for it as soon as an organizer's page opens, beside
 * the forms request; the editor's chunk includes it. A failed download is forgotten, so the next
 * visit tries again.
 */
export function loadSortableList(): Promise<SortableListModule> {
  loading ??= import('./SortableList').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type SortableListState =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly SortableList: SortableListModule['SortableList'] };

/**
 * The reorderable list component once its chunk is here (at once when it already is), when
 * `wanted`; one try per mount.
 */
export function useSortableList(wanted: boolean): SortableListState {
  const [state, setState] = useState<SortableListState>(() =>
    loaded ? { state: 'ready', SortableList: loaded.SortableList } : { state: 'loading' },
  );
  useEffect(() => {
    if (!wanted || state.state !== 'loading') return;
    let live = true;
    loadSortableList().then(
      (module) => live && setState({ state: 'ready', SortableList: module.SortableList }),
      () => live && setState({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.state]);
  return state;
}
