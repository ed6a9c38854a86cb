import { useTranslation } from 'react-i18next';
import { isolate } from '@observatory/shared/i18n';
import type { UndoUnpublish } from '../hooks/useUndoUnpublish';
import { UndoNotice } from './UndoNotice';

/** "Opening is a draft now. Undo": publishes the form just unpublished again, for a few seconds. */
export function UnpublishUndo({ undo }: { readonly undo: UndoUnpublish }) {
  const { t } = useTranslation('forms');
  const title = isolate(undo.unpublished?.description ?? '');
  return (
    <>
      <UndoNotice
        subject={undo.unpublished}
        message={t('actions.unpublishedUndo', { title })}
        undoWhat={t('actions.undoUnpublish', { title })}
        onUndo={() => void undo.undo()}
        onDismiss={undo.dismiss}
      />
      {undo.failure && (
        <p role="alert" className="obs-form-error">
          {undo.failure}
        </p>
      )}
    </>
  );
}
