import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormListItem } from '../api/types';
import { useFormActions } from '../hooks/useFormActions';
import { useListOrder } from '../hooks/useListOrder';
import type { FormsTab } from '../lib/paths';
import { FormConfirmDialog } from './FormConfirmDialog';
import type { FormConfirmation } from './FormConfirmDialog';
import { FormsTable } from './FormsTable';

interface FormsListViewProps {
  readonly rows: readonly FormListItem[];
  readonly tab: FormsTab;
  readonly canEdit: boolean;
  readonly replaceRows: (rows: readonly FormListItem[]) => void;
  readonly refresh: () => Promise<void>;
  /** The kit's rule for a row that leaves the list (the page holds it: the list may be gone after). */
  readonly rowLeaving: (id: number, announcement: string) => void;
  readonly announce: (text: string) => void;
  /** Someone is about to open a form (pointer or focus on Edit): the editor can start loading. */
  readonly onEditIntent: () => void;
  /** A form was unpublished (the page offers Undo). */
  readonly onUnpublished: (form: FormListItem) => void;
}

/** The loaded list: the table, its row actions and dialogs, the order's saving and what went wrong. */
export function FormsListView(props: FormsListViewProps) {
  const { rows, tab, canEdit, replaceRows, refresh, rowLeaving, announce, onEditIntent, onUnpublished } = props;
  const { t } = useTranslation('forms');
  const [asking, setAsking] = useState<{ kind: FormConfirmation; form: FormListItem } | null>(null);
  const order = useListOrder(rows, replaceRows, { enabled: canEdit && tab !== 'archived' });
  const actions = useFormActions({ rows, tab, replaceRows, refresh, rowLeaving, onUnpublished });
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
        onDelete={(form) => setAsking({ kind: 'delete', form })}
        onArchive={(form) => setAsking({ kind: 'archive', form })}
        onRestore={(form) => void actions.setArchived(form, false)}
      />
      {canEdit && tab !== 'archived' && (
        <p className="obs-forms-muted obs-forms-order-status">
          {order.status.kind === 'saving' && t('order.saving')}
          {order.status.kind === 'saved' && t('order.saved')}
          {order.status.kind === 'tied' && t('order.tiesSaved', { count: order.status.count })}
        </p>
      )}
      <FormConfirmDialog
        asking={asking}
        onConfirm={(kind, form) => (kind === 'delete' ? actions.remove(form) : actions.setArchived(form, true))}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
