import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { updateFormMeta } from '../api/updateFormMeta';
import type { FormListItem } from '../api/types';
import { applyOrder, orderChanges } from '../lib/listOrder';

export type OrderStatus = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'failed'; readonly message: string };

const sameOrder = (a: readonly FormListItem[], b: readonly FormListItem[]) =>
  a.length === b.length && a.every((row, index) => row.id === b[index]?.id);

/**
 * Saves the order of the list's rows (beyond the original, where it was local and lost): each
 * form whose place changed gets a metadata-only PUT of `order`. Moves made while a save runs are
 * saved after it, together. A failure puts back what was saved of that move, puts the rows back
 * where they were and says so.
 */
export function useListOrder(rows: readonly FormListItem[], replaceRows: (rows: readonly FormListItem[]) => void) {
  const { t } = useTranslation('forms');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [status, setStatus] = useState<OrderStatus>({ kind: 'idle' });
  const confirmed = useRef(rows);
  const target = useRef<readonly FormListItem[] | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A reload from the API is the new truth, unless our own save is under way.
  useEffect(() => {
    if (!running.current) confirmed.current = rows;
  }, [rows]);

  const fail = useCallback(
    (error: unknown) => {
      const message = describe(error, { what: t('order.failed') });
      target.current = null;
      if (mounted.current) {
        replaceRows(confirmed.current);
        setStatus({ kind: 'failed', message });
      }
      toasts.show({ kind: 'error', title: t('order.failedTitle'), message });
    },
    [describe, replaceRows, t, toasts],
  );

  const save = useCallback(async () => {
    running.current = true;
    setStatus({ kind: 'saving' });
    while (target.current && !sameOrder(target.current, confirmed.current)) {
      const goal = target.current;
      const changes = orderChanges(confirmed.current, goal);
      const saved: typeof changes = [];
      try {
        for (const change of changes) {
          await updateFormMeta(http, change);
          saved.push(change);
        }
        confirmed.current = applyOrder(goal, changes);
      } catch (error) {
        // Put back what this move already saved, so the stored order is the one shown again.
        const before = new Map(confirmed.current.map((row) => [row.id, row.order]));
        for (const change of saved.reverse()) {
          await updateFormMeta(http, { id: change.id, order: before.get(change.id) ?? change.order }).catch(() => undefined);
        }
        running.current = false;
        fail(error);
        return;
      }
    }
    running.current = false;
    target.current = null;
    if (mounted.current) {
      replaceRows(confirmed.current);
      setStatus({ kind: 'saved' });
    }
  }, [fail, http, replaceRows]);

  const reorder = useCallback(
    (next: readonly FormListItem[]) => {
      replaceRows(next);
      target.current = next;
      if (!running.current) void save();
    },
    [replaceRows, save],
  );

  return { reorder, status };
}
