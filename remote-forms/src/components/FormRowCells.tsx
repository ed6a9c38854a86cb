import { Link, useNavigate } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { CheckIcon, GripIcon, MoveButtons, SplitButton, VisuallyHidden } from '@observatory/shared/ui';
import type { FormListItem } from '../api/types';
import { areaPaths } from '../lib/paths';
import type { SortableItemContext } from './sortable/SortableList';

export interface FormRowHandlers {
  readonly onSetPublished: (form: FormListItem, publish: boolean) => void;
  readonly onDelete: (form: FormListItem) => void;
  /** Pointer or focus on Edit (or View): the editor can start loading. */
  readonly onEditIntent: () => void;
}

interface FormRowCellsProps extends FormRowHandlers {
  readonly form: FormListItem;
  /** The reorder controls, when the person may change forms. */
  readonly reorder?: SortableItemContext;
  /** Whether the person may change forms (organizer admins; the API refuses others). */
  readonly canEdit: boolean;
  /** A publish or unpublish of this row is under way. */
  readonly busy: boolean;
}

/** One row: drag handle and Move buttons, title, code, diaspora, then Edit and its menu (or View). */
export function FormRowCells({ form, reorder, canEdit, busy, onSetPublished, onDelete, onEditIntent }: FormRowCellsProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const title = form.description;
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
      <th scope="row">
        <bdi>{title}</bdi>
        {form.hasAnswers && <span className="obs-badge obs-forms-badge">{t('list.hasAnswers')}</span>}
      </th>
      <td>
        <bdi>{form.code}</bdi>
      </td>
      <td>
        {form.diaspora ? (
          <span className="obs-forms-diaspora">
            <CheckIcon />
            <VisuallyHidden>{t('list.diasporaYes')}</VisuallyHidden>
          </span>
        ) : (
          <VisuallyHidden>{t('list.diasporaNo')}</VisuallyHidden>
        )}
      </td>
      <td onPointerEnter={onEditIntent} onFocus={onEditIntent}>
        {canEdit ? (
          <SplitButton
            label={t('row.edit')}
            accessibleLabel={t('row.editNamed', { title })}
            rowLabel={title}
            onClick={() => void navigate(areaPaths.edit(form.id))}
            disabled={busy}
            actions={[
              form.draft
                ? { id: 'publish', label: t('row.publish'), onSelect: () => onSetPublished(form, true) }
                : { id: 'unpublish', label: t('row.unpublish'), onSelect: () => onSetPublished(form, false) },
              // Answers are evidence: a form with answers cannot be deleted (the API's 409 stays the fallback).
              form.hasAnswers
                ? { id: 'delete', label: t('row.deleteLocked'), disabled: true, onSelect: () => undefined }
                : { id: 'delete', label: t('row.delete'), danger: true, onSelect: () => onDelete(form) },
            ]}
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
