import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormListItem } from '../api/types';
import { useFormActions } from '../hooks/useFormActions';
import { useListOrder } from '../hooks/useListOrder';
import type { FormsTab } from '../lib/paths';
import { DeleteFormDialog } from './DeleteFormDialog';
import { FormsTable } from './FormsTable';

interface FormsListViewProps {
  readonly rows: readonly FormListItem[];
  readonly tab: FormsTab;
  readonly canEdit: boolean;
  readonly replaceRows: (rows: readonly FormListItem[]) => void;
  readonly refresh: () => Promise<void>;
  readonly focusHeading: () => void;
  readonly announce: (text: string) => void;
  /** Someone is about to open a form (pointer or focus on Edit): the editor can start loading. */
  readonly onEditIntent: () => void;
  /** A form was unpublished (the page offers Undo). */
  readonly onUnpublished: (form: FormListItem) => void;
}

/** The loaded list: the table, its row actions and dialogs, the order's saving and what went wrong. */
export function FormsListView(props: FormsListViewProps) {
  const { rows, tab, canEdit, replaceRows, refresh, focusHeading, announce, onEditIntent, onUnpublished } = props;
  const { t } = useTranslation('forms');
  const [deleting, setDeleting] = useState<FormListItem | null>(null);
  const order = useListOrder(rows, replaceRows);
  const actions = useFormActions({ rows, replaceRows, refresh, focusAfterRemoval: focusHeading, onUnpublished });
  const failure = order.status.kind === 'failed' ? order.status.message : actions.failure;
  return (
    <>
      <div role="alert" className={failure ? 'obs-form-error' : undefined}>
        {failure}
      </div>
      <FormsTable
        rows={rows}
        tab={tab}
        canEdit={canEdit}
        busyId={actions.busyId}
        onReorder={order.reorder}
        announce={announce}
        onEditIntent={onEditIntent}
        onSetPublished={(form, publish) => void actions.setPublished(form, publish)}
        onDelete={setDeleting}
      />
      {canEdit && (
        <p className="obs-forms-muted obs-forms-order-status">
          {order.status.kind === 'saving' && t('order.saving')}
          {order.status.kind === 'saved' && t('order.saved')}
        </p>
      )}
      <DeleteFormDialog form={deleting} onConfirm={actions.remove} onClose={() => setDeleting(null)} />
    </>
  );
}
