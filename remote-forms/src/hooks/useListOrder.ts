import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { updateFormMeta } from '../api/updateFormMeta';
import type { FormListItem } from '../api/types';
import { applyOrder, orderChanges, tieChanges, tiedCount, withStoredValues } from '../lib/listOrder';

export type OrderStatus =
  | { readonly kind: 'idle' | 'saving' | 'saved' }
  /** Forms that shared a place were saved in the order shown (once, when the list arrived). */
  | { readonly kind: 'tied'; readonly count: number }
  | { readonly kind: 'failed'; readonly message: string };

interface ListOrderOptions {
  /** False where the order is not the person's to change (NGO admins, the Archived tab). */
  readonly enabled?: boolean;
}

/**
 * Saves the order of the list's rows (beyond the original, where it was local and lost): each
 * form whose place changed gets a metadata-only PUT of `order`, and only those. Forms that share
 * an order value (the API lists them by id) are first saved in the order shown, once, when the
 * list arrives, and the line under the list says so; otherwise a later move would also have to
 * save a tied form that did not move. Moves made while a save runs are saved after it, together.
 * A failure puts back what was saved of that move, puts the rows back where they were and says so.
 */
export function useListOrder(
  rows: readonly FormListItem[],
  replaceRows: (rows: readonly FormListItem[]) => void,
  { enabled = true }: ListOrderOptions = {},
) {
  const { t } = useTranslation('forms');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [status, setStatus] = useState<OrderStatus>({ kind: 'idle' });
  const confirmed = useRef(rows);
  // What to store next; `ties` when it is the order shown, saved to remove ties.
  const target = useRef<{ readonly rows: readonly FormListItem[]; readonly ties?: boolean } | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  // Ties are resolved once per mount: a failure is not retried behind the person's back.
  const tiesTried = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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

  /** Saves `target` until it is what is stored; `done` is said when nothing else was asked meanwhile. */
  const save = useCallback(
    async (done: OrderStatus) => {
      running.current = true;
      setStatus({ kind: 'saving' });
      let said = done;
      while (target.current) {
        const goal = target.current;
        const changes = goal.ties ? tieChanges(confirmed.current) : orderChanges(confirmed.current, goal.rows);
        const saved: typeof changes = [];
        try {
          for (const change of changes) {
            await updateFormMeta(http, change);
            saved.push(change);
          }
          // The rows a move did not save keep what is stored for them, not what the screen held.
          confirmed.current = applyOrder(withStoredValues(goal.rows, confirmed.current), changes);
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
        if (target.current === goal) target.current = null;
        else said = { kind: 'saved' };
      }
      running.current = false;
      if (mounted.current) {
        replaceRows(confirmed.current);
        setStatus(said);
      }
    },
    [fail, http, replaceRows],
  );

  // A reload from the API is the new truth, unless our own save is under way. Ties in it are
  // saved in the order shown, once.
  useEffect(() => {
    if (running.current) return;
    confirmed.current = rows;
    if (!enabled || tiesTried.current) return;
    const tied = tiedCount(rows);
    if (tied === 0) return;
    tiesTried.current = true;
    target.current = { rows, ties: true };
    void save({ kind: 'tied', count: tied });
  }, [enabled, rows, save]);

  const reorder = useCallback(
    (next: readonly FormListItem[]) => {
      replaceRows(next);
      target.current = { rows: next };
      if (!running.current) void save({ kind: 'saved' });
    },
    [replaceRows, save],
  );

  return { reorder, status };
}
