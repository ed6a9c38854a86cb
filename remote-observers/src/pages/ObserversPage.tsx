import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorIndicator, LoadingIndicator, Pagination, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import type { SortState } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { Observer, ObserverSortKey } from '@observatory/shared/model';
import { DeleteObserverDialog } from '../components/DeleteObserverDialog';
import { ObserverCards } from '../components/ObserverCards';
import { ObserverFilters } from '../components/ObserverFilters';
import type { ObserverFilterValues } from '../components/ObserverFilters';
import { ObserversHeader } from '../components/ObserversHeader';
import { ObserversTable } from '../components/ObserversTable';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { SelectionActions } from '../components/SelectionActions';
import { ViewSwitch } from '../components/ViewSwitch';
import type { ObserversView } from '../components/ViewSwitch';
import { isForbidden } from '../lib/describeError';
import { notificationsLink } from '../lib/notificationsLink';
import { areaPaths } from '../lib/paths';
import { useObserverListState } from '../state/useObserverListState';

type Pending = { readonly kind: 'delete' | 'reset'; readonly observer: Observer } | null;

/** The observers list (/observatori): header, filter, LIST or CARD view, paging and row actions. */
export function ObserversPage() {
  const { t } = useTranslation('observers');
  const { navigate: navigateShell } = useHostServices();
  const navigate = useNavigate();
  const state = useObserverListState();
  const list = useAtomValue(state.listAtom);
  const count = useAtomValue(state.countAtom);
  const [selectedIds, setSelectedIds] = useAtom(state.selectedIdsAtom);
  const loadPage = useSetAtom(state.loadPageAtom);
  const setParams = useSetAtom(state.setParamsAtom);
  const refresh = useSetAtom(state.refreshAtom);
  const refreshCount = useSetAtom(state.refreshCountAtom);
  const afterDelete = useSetAtom(state.afterDeleteAtom);
  // The view lives in the URL, so it survives a reload and can be shared (no localStorage).
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ObserversView = searchParams.get('view') === 'cards' ? 'cards' : 'list';
  const [pending, setPending] = useState<Pending>(null);
  const [settled, setSettled] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { announce, message } = useAnnounce();

  useEffect(() => {
    // A page already held (back from a profile) is shown as it is, without a request.
    void loadPage(list.page).finally(() => setSettled(true));
    void refreshCount();
    // Only when the screen appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // After a delete the focused row is gone: start again from the heading.
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const { params } = list;
  const sort: SortState = { key: params.sortBy ?? 'name', direction: params.sortDirection ?? 'asc' };
  const filters = { name: params.name, phone: params.phone };
  const filtered = Boolean(params.name || params.phone);
  const applyFilter = (filter: ObserverFilterValues) => void setParams({ ...params, ...filter });
  const changeSort = (next: SortState) => void setParams({ ...params, sortBy: next.key as ObserverSortKey, sortDirection: next.direction });
  const notify = (ids: readonly number[]) => {
    setSelectedIds([]);
    navigateShell(notificationsLink(ids));
  };
  const handlers = {
    onEdit: (observer: Observer) => void navigate(areaPaths.edit(observer.phone), { state: { observer } }),
    onDelete: (observer: Observer) => setPending({ kind: 'delete', observer }),
    onNotify: (observer: Observer) => notify([observer.id]),
    onResetPassword: (observer: Observer) => setPending({ kind: 'reset', observer }),
  };
  const setView = (next: ObserversView) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'cards') updated.set('view', 'cards');
      else updated.delete('view');
      return updated;
    });

  const loading = list.loading || (!settled && list.items.length === 0 && !list.error);
  let content;
  if (list.error) {
    const message = isForbidden(list.error) ? t('list.forbidden') : t('list.loadError');
    content = <ErrorIndicator message={message} onRetry={() => void refresh()} retrying={list.loading} />;
  } else if (!loading && list.items.length === 0) {
    content = filtered ? (
      <EmptyState title={t('list.empty.filteredTitle')} message={t('list.empty.filteredMessage')} />
    ) : (
      <EmptyState title={t('list.empty.noneTitle')} message={t('list.empty.noneMessage')} />
    );
  } else if (view === 'list') {
    content = (
      <ObserversTable
        rows={list.items}
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
    content = loading ? (
      <LoadingIndicator />
    ) : (
      <>
        <ObserverCards
          observers={list.items}
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
      <ObserverFilters applied={filters} onFilter={applyFilter} onReset={() => applyFilter({ name: undefined, phone: undefined })} />
      <ViewSwitch view={view} onChange={setView} />
      {content}
      {!list.error && (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          totalItems={list.totalItems}
          totalPages={list.totalPages}
          onPageChange={(page) => void loadPage(page)}
        />
      )}
      <DeleteObserverDialog
        observer={pending?.kind === 'delete' ? pending.observer : null}
        onClose={() => setPending(null)}
        onDeleted={(observer) => {
          setPending(null);
          setFocusHeading(true);
          void afterDelete(observer.id);
        }}
      />
      <ResetPasswordDialog observer={pending?.kind === 'reset' ? pending.observer : null} onClose={() => setPending(null)} />
    </section>
  );
}
