import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rowIdProps } from '@observatory/shared/ui';
import type { FormListItem } from '../api/types';
import type { FormsTab } from '../lib/paths';
import { FormRowCells } from './FormRowCells';
import type { FormRowHandlers } from './FormRowCells';
import { useSortableList } from './sortable/sortableListChunk';

interface FormsTableProps extends FormRowHandlers {
  readonly rows: readonly FormListItem[];
  readonly tab: FormsTab;
  readonly canEdit: boolean;
  /** Id of the row whose publish or unpublish is under way. */
  readonly busyId: number | null;
  readonly onReorder: (rows: FormListItem[]) => void;
  readonly announce: (text: string) => void;
}

const getId = (form: FormListItem) => form.id;

/**
 * The forms of one tab (spec: title, code, diaspora, actions). Organizer admins reorder the Public
 * and Draft rows by the drag handle (vertical only) or by Move up and Move down; the order is saved
 * by the caller. Archived forms have no order. Each row is marked for the kit's rule on rows that
 * leave (`rowIdProps`); at narrow widths forms.css shows each row as a card.
 */
export function FormsTable({ rows, tab, canEdit, busyId, onReorder, announce, ...handlers }: FormsTableProps) {
  const { t } = useTranslation('forms');
  const captionId = useId();
  const getLabel = useCallback((form: FormListItem) => form.description, []);
  const reorder = useCallback((next: FormListItem[]) => onReorder(next), [onReorder]);
  const orders = canEdit && tab !== 'archived';
  const sortable = useSortableList(orders);
  return (
    <div className="obs-table-wrap">
      {/* The region scrolls the table on small screens; it is focusable so keyboards can scroll it. */}
      <div className="obs-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="obs-table obs-forms-table">
          <caption id={captionId} className="obs-table__caption">
            {t(`list.caption.${tab}`, { count: rows.length })}
          </caption>
          <thead>
            <tr>
              {orders && <th scope="col">{t('list.columns.order')}</th>}
              <th scope="col">{t('list.columns.title')}</th>
              <th scope="col">{t('list.columns.code')}</th>
              <th scope="col">{t('list.columns.diaspora')}</th>
              <th scope="col">{t('list.columns.actions')}</th>
            </tr>
          </thead>
          {orders && sortable.state === 'ready' ? (
            <sortable.SortableList
              as="tbody"
              level="form"
              items={rows}
              getId={getId}
              getItemLabel={getLabel}
              onReorder={reorder}
              announce={announce}
              renderItem={(form, context) => <FormRowCells form={form} reorder={context} canEdit busy={busyId === form.id} {...handlers} />}
            />
          ) : (
            <tbody>
              {rows.map((form) => (
                <tr key={form.id} {...rowIdProps(form.id)}>
                  {/* The order column waits for the drag-and-drop code (a moment, once per visit). */}
                  {orders && <td className="obs-forms-order" />}
                  <FormRowCells form={form} canEdit={canEdit} busy={canEdit && busyId === form.id} {...handlers} />
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {orders && sortable.state === 'failed' && (
        <p className="obs-forms-muted" role="status">
          {t('reorder.unavailable')}
        </p>
      )}
    </div>
  );
}
