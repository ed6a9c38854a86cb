import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@observatory/shared/ui';
import type { OptionAddress } from '../../lib/editorReducer';
import type { EditorOption, EditorSection } from '../../lib/formModel';
import { sectionLabel } from '../../lib/labels';

export type PendingDelete =
  | { readonly kind: 'section'; readonly section: EditorSection }
  | { readonly kind: 'option'; readonly at: OptionAddress; readonly option: EditorOption };

interface DeleteItemDialogProps {
  readonly pending: PendingDelete | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The spec's confirmation before a section or an option is deleted, with what goes with it. */
export function DeleteItemDialog({ pending, onConfirm, onCancel }: DeleteItemDialogProps) {
  const { t } = useTranslation('forms');
  const consequence =
    pending?.kind === 'section'
      ? t('confirm.sectionConsequence', { label: sectionLabel(t, pending.section), count: pending.section.questions.length })
      : pending?.kind === 'option'
        ? t('confirm.optionConsequence', { text: pending.option.text.trim() || t('editor.optionUntitled') })
        : '';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.kind === 'option' ? t('confirm.optionTitle') : t('confirm.sectionTitle')}
      message={
        <>
          <p>{t('confirm.delete')}</p>
          <p>
            <bdi>{consequence}</bdi>
          </p>
        </>
      }
      confirmLabel={t('confirm.deleteButton')}
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
