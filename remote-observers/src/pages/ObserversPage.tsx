import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@observatory/shared/router';
import { useDescribeError } from '@observatory/shared/area';
import {
  EmptyState,
  ErrorIndicator,
  LoadingIndicator,
  Pagination,
  StatusRegion,
  useAnnounce,
  useRowExitFocus,
} from '@observatory/shared/ui';
import type { SortState } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { Observer, ObserverSortKey } from '../api/types';
import { DeleteObserverDialog } from '../components/DeleteObserverDialog';
import { ObserverCards } from '../components/ObserverCards';
import { ObserverFilters } from '../components/ObserverFilters';
import type { ObserverFilterValues } from '../components/ObserverFilters';
import { ObserversHeader } from '../components/ObserversHeader';
import { ObserversTable } from '../components/ObserversTable';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { SelectionActions } from '../components/SelectionActions';
import { ViewSwitch } from '../components/ViewSwitch';
import { AttentionView } from '../attention/AttentionView';
import type { ObserversView } from '../components/ViewSwitch';
import { notificationsLink } from '../lib/notificationsLink';
import { areaPaths } from '../lib/paths';
import {
  afterDeleteAtom,
  loadCurrentPageAtom,
  observerCountAtom,
  observerList,
  refreshCountAtom,
  selectedIdsAtom,
} from '../state/observerListAtoms';

const NO_ROWS: readonly Observer[] = [];

type Pending = { readonly kind: 'delete' | 'reset'; readonly observer: Observer } | null;

/** The observers list (/observatori): header, filter, LIST or CARD view, paging and row actions. */
export function ObserversPage() {
  const { t } = useTranslation('observers');
  const describe = useDescribeError();
  const { navigate: navigateShell } = useHostServices();
  const navigate = useNavigate();
  const list = useAtomValue(observerList.listAtom);
  // The page on screen: the one asked for, or while it loads the one shown before (no flicker).
  const rows = useAtomValue(observerList.viewAtom).shown?.value.data ?? NO_ROWS;
  const count = useAtomValue(observerCountAtom);
  const [selectedIds, setSelectedIds] = useAtom(selectedIdsAtom);
  const loadPage = useSetAtom(observerList.loadPageAtom);
  const loadCurrentPage = useSetAtom(loadCurrentPageAtom);
  const setParams = useSetAtom(observerList.setParamsAtom);
  const refresh = useSetAtom(observerList.refreshAtom);
  const refreshCount = useSetAtom(refreshCountAtom);
  const afterDelete = useSetAtom(afterDeleteAtom);
  // The view lives in the URL, so it survives a reload and can be shared (no localStorage).
  const [searchParams, setSearchParams] = useSearchParams();
  const viewParam = searchParams.get('view');
  const view: ObserversView = viewParam === 'cards' || viewParam === 'attention' ? viewParam : 'list';
  const [pending, setPending] = useState<Pending>(null);
  const [settled, setSettled] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const { announce, message } = useAnnounce();
  // After a delete the list reloads from page 1 (spec): focus goes to the deleted row's neighbour
  // once it is shown again, else to the heading (the kit's rule, in the table and on the cards).
  const { rowLeaving } = useRowExitFocus({
    rowIds: list.items.map((observer) => observer.id),
    listRef: results,
    headingRef: heading,
    announce,
    settling: list.loading,
  });

  useEffect(() => {
    // A page already held (back from a profile) is shown as it is, without a request.
    void loadCurrentPage().finally(() => setSettled(true));
    void refreshCount();
  }, [loadCurrentPage, refreshCount]);

  const { params } = list;
  const sort: SortState = { key: params.sortBy ?? 'name', direction: params.sortDirection ?? 'asc' };
  const filters = { name: params.name, phone: params.phone };
  const filtered = Boolean(params.name || params.phone);
  const applyFilter = (filter: ObserverFilterValues) => void setParams({ ...params, ...filter });
  const changeSort = (next: SortState) => void setParams({ ...params, sortBy: next.key as ObserverSortKey, sortDirection: next.direction });
  const changePage = (page: number) => {
    void loadPage(page);
    // The button pressed may scroll away as the new page renders: bring view and focus to the results together.
    results.current?.focus();
  };
  const notify = (ids: readonly number[]) => {
    setSelectedIds([]);
    navigateShell(notificationsLink(ids));
  };
  const handlers = {
    onEdit: (observer: Observer) => void navigate(areaPaths.edit(observer.id), { state: { observer } }),
    onDelete: (observer: Observer) => setPending({ kind: 'delete', observer }),
    onNotify: (observer: Observer) => notify([observer.id]),
    onResetPassword: (observer: Observer) => setPending({ kind: 'reset', observer }),
  };
  const setView = (next: ObserversView) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams();
      if (next !== 'list') updated.set('view', next);
      // The attention view's own keys (kind, page) do not carry over to the list.
      if (next !== 'attention')
        for (const [key, value] of current) if (key !== 'view' && key !== 'kind' && key !== 'page') updated.set(key, value);
      return updated;
    });

  const loading = list.loading || (!settled && rows.length === 0 && !list.error);
  let content;
  if (list.error) {
    content = (
      <ErrorIndicator
        message={describe(list.error, { what: t('list.loadError') })}
        onRetry={() => void refresh()}
        retrying={list.loading}
      />
    );
  } else if (!loading && rows.length === 0) {
    content = filtered ? (
      <EmptyState title={t('list.empty.filteredTitle')} message={t('list.empty.filteredMessage')} />
    ) : (
      <EmptyState title={t('list.empty.noneTitle')} message={t('list.empty.noneMessage')} />
    );
  } else if (view === 'list') {
    content = (
      <ObserversTable
        rows={rows}
        loading={loading}
        sort={sort}
        onSortChange={changeSort}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onNotifySelected={notify}
        {...handlers}
      />
    );
  } else {
    content =
      loading && rows.length === 0 ? (
        <LoadingIndicator />
      ) : (
        <>
          <ObserverCards
            observers={rows}
            selectedIds={selectedIds}
            onToggle={(id, on) => setSelectedIds(on ? [...selectedIds, id] : selectedIds.filter((value) => value !== id))}
            {...handlers}
          />
          <SelectionActions count={selectedIds.length} onNotify={() => notify(selectedIds)} onClear={() => setSelectedIds([])} />
        </>
      );
  }

  return (
    <section className="obs-page obs-stack">
      <ObserversHeader count={count} filters={filters} announce={announce} headingRef={heading} />
      <StatusRegion message={message} />
      {view !== 'attention' && (
        <ObserverFilters applied={filters} onFilter={applyFilter} onReset={() => applyFilter({ name: undefined, phone: undefined })} />
      )}
      <ViewSwitch view={view} onChange={setView} />
      {view === 'attention' ? (
        <AttentionView />
      ) : (
        <div ref={results} tabIndex={-1} className="obs-observers-results">
          {content}
        </div>
      )}
      {!list.error && view !== 'attention' && (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          totalItems={list.totalItems}
          totalPages={list.totalPages}
          onPageChange={changePage}
        />
      )}
      <DeleteObserverDialog
        observer={pending?.kind === 'delete' ? pending.observer : null}
        onClose={() => setPending(null)}
        onDeleted={(observer) => {
          rowLeaving(observer.id, t('delete.listAfter'));
          setPending(null);
          void afterDelete(observer.id);
        }}
      />
      <ResetPasswordDialog observer={pending?.kind === 'reset' ? pending.observer : null} onClose={() => setPending(null)} />
    </section>
  );
}
