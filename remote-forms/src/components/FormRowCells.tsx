import { Link, useNavigate } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CheckIcon, GripIcon, MoveButtons, SplitButton, VisuallyHidden } from '@observatory/shared/ui';
import type { SplitButtonAction } from '@observatory/shared/ui';
import type { FormListItem } from '../api/types';
import { areaPaths } from '../lib/paths';
import type { SortableItemContext } from './sortable/SortableList';

export interface FormRowHandlers {
  readonly onSetPublished: (form: FormListItem, publish: boolean) => void;
  readonly onDelete: (form: FormListItem) => void;
  /** Asks to archive (a form with answers, which cannot be deleted). */
  readonly onArchive: (form: FormListItem) => void;
  /** Makes an archived form a draft again. */
  readonly onRestore: (form: FormListItem) => void;
  /** Pointer or focus on Edit (or View): the editor can start loading. */
  readonly onEditIntent: () => void;
}

interface FormRowCellsProps extends FormRowHandlers {
  readonly form: FormListItem;
  /** The reorder controls, when the person may change forms. */
  readonly reorder?: SortableItemContext;
  /** Whether the person may change forms (organizer admins; the API refuses others). */
  readonly canEdit: boolean;
  /** A publish, unpublish, archive or restore of this row is under way. */
  readonly busy: boolean;
}

/** A row's menu: Publish or Unpublish, Archive for a form with answers (Delete cannot be), Delete; Restore when archived. */
function rowActions(form: FormListItem, t: TFunction, handlers: FormRowHandlers): SplitButtonAction[] {
  if (form.archived) return [{ id: 'restore', label: t('row.restore'), onSelect: () => handlers.onRestore(form) }];
  const publishing: SplitButtonAction = form.draft
    ? { id: 'publish', label: t('row.publish'), onSelect: () => handlers.onSetPublished(form, true) }
    : { id: 'unpublish', label: t('row.unpublish'), onSelect: () => handlers.onSetPublished(form, false) };
  // Answers are evidence: a form with answers cannot be deleted (the API's 409 stays the fallback), it is archived.
  if (form.hasAnswers) {
    return [
      publishing,
      { id: 'archive', label: t('row.archive'), onSelect: () => handlers.onArchive(form) },
      { id: 'delete', label: t('row.deleteLocked'), disabled: true, onSelect: () => undefined },
    ];
  }
  return [publishing, { id: 'delete', label: t('row.delete'), danger: true, onSelect: () => handlers.onDelete(form) }];
}

/**
 * One row: drag handle and Move buttons, title, code, diaspora, then Edit (View for an archived
 * form) and its menu, or View for people who may not change forms. At narrow widths forms.css lays
 * the cells out as a card; `data-label` names the code and diaspora cells there.
 */
export function FormRowCells({ form, reorder, canEdit, busy, ...handlers }: FormRowCellsProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const title = form.description;
  const editable = canEdit && !form.archived;
  return (
    <>
      {reorder && (
        <td className="obs-forms-order">
          <span {...reorder.handleProps}>
            <GripIcon />
          </span>
          <MoveButtons {...reorder.moveButtonsProps} />
        </td>
      )}
      <th scope="row" className="obs-forms-cell-title">
        <bdi>{title}</bdi>
        {form.hasAnswers && <span className="obs-badge obs-forms-badge">{t('list.hasAnswers')}</span>}
      </th>
      <td className="obs-forms-cell-code" data-label={t('list.columns.code')}>
        <bdi>{form.code}</bdi>
      </td>
      <td className="obs-forms-cell-diaspora">
        {form.diaspora ? (
          <span className="obs-forms-diaspora" data-label={t('list.columns.diaspora')}>
            <CheckIcon />
            <VisuallyHidden>{t('list.diasporaYes')}</VisuallyHidden>
          </span>
        ) : (
          <VisuallyHidden>{t('list.diasporaNo')}</VisuallyHidden>
        )}
      </td>
      <td className="obs-forms-cell-actions" onPointerEnter={handlers.onEditIntent} onFocus={handlers.onEditIntent}>
        {canEdit ? (
          <SplitButton
            label={editable ? t('row.edit') : t('row.view')}
            accessibleLabel={editable ? t('row.editNamed', { title }) : t('row.viewNamed', { title })}
            rowLabel={title}
            onClick={() => void navigate(areaPaths.edit(form.id))}
            disabled={busy}
            actions={rowActions(form, t, handlers)}
          />
        ) : (
          <Link className="obs-link" to={areaPaths.edit(form.id)}>
            {t('row.viewNamed', { title })}
          </Link>
        )}
      </td>
    </>
  );
}
