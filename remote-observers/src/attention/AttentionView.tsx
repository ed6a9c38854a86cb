import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@observatory/shared/router';
import { useDescribeError, useRequest } from '@observatory/shared/area';
import { useQuery } from '@observatory/shared/state';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, Button, ButtonVariant, EmptyState, Pagination } from '@observatory/shared/ui';
import { notificationsLink } from '../lib/notificationsLink';
import { attentionPages } from '../state/attentionPages';
import { ATTENTION_KINDS, allAttentionIds, countAttention, getThresholds, markHandled } from './api';
import type { AttentionItem, AttentionKind } from './api';
import { AttentionKinds } from './AttentionKinds';
import { AttentionTable } from './AttentionTable';
import { ThresholdsForm } from './ThresholdsForm';

function readKind(value: string | null): AttentionKind {
  return ATTENTION_KINDS.includes(value as AttentionKind) ? (value as AttentionKind) : 'silent';
}

/**
 * "Needs attention" (beside the list and the cards): who went silent, never started, left a
 * station with urgent answers open, or did not read the last notification; each kind with its
 * count, by the NGO's thresholds. Select some (or all) and "Message them" opens the notifications
 * area with their ids; "Mark handled" says who took it on, so two coordinators do not chase the
 * same person. The kind and the page live in the address.
 */
export function AttentionView() {
  const { t, i18n } = useTranslation('observers');
  const { http, navigate, toasts } = useHostServices();
  const describe = useDescribeError();
  const [params, setParams] = useSearchParams();
  const kind = readKind(params.get('kind'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [now, setNow] = useState(() => Date.now());
  const thresholds = useRequest((signal) => getThresholds(http, signal), [http]);
  const counts = useRequest((signal) => countAttention(http, signal), [http]);
  // Counts and thresholds are this view's own requests; the observers of a kind are a paged list (a kit query).
  const items = useQuery(attentionPages, { kind, page });
  const { retry: retryCounts } = counts;
  const { refresh: refreshItems } = items;
  const reload = useCallback(() => {
    setNow(Date.now());
    retryCounts();
    void refreshItems();
  }, [retryCounts, refreshItems]);

  const go = (next: { kind?: AttentionKind; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('kind', next.kind ?? kind);
      if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
      else updated.delete('page');
      return updated;
    });
  const message = (ids: readonly number[]) => navigate(notificationsLink(ids));
  const messageAll = async () => {
    try {
      message(await allAttentionIds(http, kind));
    } catch (error) {
      toasts.show({ kind: 'error', title: t('attention.errorTitle'), message: describe(error, { what: t('attention.loadError') }) });
    }
  };
  const handle = async (targets: readonly AttentionItem[] | readonly number[]) => {
    const ids = targets.map((x) => (typeof x === 'number' ? x : x.observerId));
    setBusy(new Set(ids));
    let failed = 0;
    for (const id of ids) {
      try {
        await markHandled(http, id, kind);
      } catch {
        failed++;
      }
    }
    setBusy(new Set());
    if (failed > 0)
      toasts.show({ kind: 'error', title: t('attention.errorTitle'), message: t('attention.handleError', { count: failed }) });
    else toasts.show({ kind: 'success', title: t('attention.handledTitle'), message: t('attention.handled', { count: ids.length }) });
    setSelected([]);
    reload();
  };

  const total = counts.data?.[kind];
  return (
    <div className="obs-stack obs-observers-attention">
      <p className="obs-observers-muted">{t('attention.intro')}</p>
      <AttentionKinds
        kind={kind}
        counts={counts.data}
        onChange={(next) => {
          setSelected([]);
          go({ kind: next });
        }}
      />
      <p className="obs-observers-attention__rule">
        {t(`attention.rules.${kind}`, thresholds.data ?? { silentMinutes: 60, notStartedBy: '08:00', unreadMinutes: 30 })}
      </p>
      {thresholds.data && (
        <ThresholdsForm
          key={thresholds.data.updatedAt ?? 'defaults'}
          thresholds={thresholds.data}
          onSaved={(saved) => {
            thresholds.setData(() => saved);
            reload();
          }}
        />
      )}
      <div className="obs-toolbar">
        <Button variant={ButtonVariant.BGGRAY} onClick={reload}>
          {t('attention.refresh')}
        </Button>
        {total !== undefined && total > 0 && (
          <Button variant={ButtonVariant.PURPLE} onClick={() => void messageAll()}>
            {t('attention.messageAll', { count: total, total: formatNumber(total, i18n.language) })}
          </Button>
        )}
      </div>
      <AsyncView
        request={items}
        isEmpty={(r) => r.totalItems === 0}
        empty={<EmptyState title={t('attention.emptyTitle')} message={t(`attention.empty.${kind}`)} />}
        errors={{ what: t('attention.loadError') }}
      >
        {(r) => (
          <div className="obs-stack">
            <AttentionTable
              rows={r.data}
              now={now}
              selectedIds={selected}
              onSelectionChange={setSelected}
              busyIds={busy}
              onMarkHandled={(item) => void handle([item])}
              selectionActions={(ids) => (
                <>
                  <Button variant={ButtonVariant.PURPLE} onClick={() => message(ids)}>
                    {t('attention.message')}
                  </Button>
                  <Button variant={ButtonVariant.BGGRAY} onClick={() => void handle(ids)}>
                    {t('attention.markSelectedHandled')}
                  </Button>
                </>
              )}
            />
            <Pagination
              page={r.page}
              pageSize={r.pageSize}
              totalItems={r.totalItems}
              totalPages={r.totalPages}
              onPageChange={(p) => go({ page: p })}
            />
          </div>
        )}
      </AsyncView>
    </div>
  );
}
