import { useTranslation } from 'react-i18next';
import { useHostServices } from '@observatory/shared/services';
import type { QuestionAddress } from '../../lib/editorReducer';
import type { EditorForm } from '../../lib/formModel';
import { questionLabel } from '../../lib/labels';
import { mergeOptions } from '../../lib/predefinedOptions';
import { useEditorActions } from './EditorContext';
import { PredefinedOptionsDialog } from './PredefinedOptionsDialog';

interface EditorPredefinedProps {
  readonly form: EditorForm;
  /** The question the dialog adds to; the dialog is open while it is set. */
  readonly at: QuestionAddress | null;
  readonly onClose: () => void;
}

/** The predefined options dialog for one question: adds the ticked choices and says what was skipped. */
export function EditorPredefined({ form, at, onClose }: EditorPredefinedProps) {
  const { t } = useTranslation('forms');
  const { toasts } = useHostServices();
  const { dispatch, announce } = useEditorActions();
  const question = at
    ? form.sections.find((section) => section.key === at.section)?.questions.find((candidate) => candidate.key === at.question)
    : undefined;

  const add = (texts: string[]) => {
    if (!at || !question) return;
    const { added, skipped } = mergeOptions(question.options, texts);
    dispatch({ type: 'addOptions', at, texts });
    onClose();
    const said = t('predefined.added', { count: added.length });
    announce(skipped.length > 0 ? `${said} ${t('predefined.skipped', { count: skipped.length, texts: skipped.join(', ') })}` : said);
    if (skipped.length > 0) {
      toasts.show({
        kind: 'info',
        title: t('predefined.skippedTitle'),
        message: t('predefined.skipped', { count: skipped.length, texts: skipped.join(', ') }),
      });
    }
  };

  return (
    <PredefinedOptionsDialog
      open={question !== undefined}
      questionLabel={question ? questionLabel(t, question) : ''}
      onAdd={add}
      onClose={onClose}
    />
  );
}
