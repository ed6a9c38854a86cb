import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, GripIcon, MoveButtons, VisuallyHidden } from '@observatory/shared/ui';
import type { MoveButtonsProps } from '@observatory/shared/ui';
import type { QuestionAddress } from '../../lib/editorReducer';
import { fieldNames } from '../../lib/fieldNames';
import type { EditorOption } from '../../lib/formModel';
import type { SortableItemContext } from '../sortable/SortableList';
import { useEditorActions } from './EditorContext';
import { EditorField } from './EditorField';
import { LockBadge } from './LockBadge';

interface OptionRowProps {
  readonly option: EditorOption;
  readonly question: QuestionAddress;
  readonly position: number;
  readonly handleProps: SortableItemContext['handleProps'];
  readonly moveButtonsProps: MoveButtonsProps;
}

/** An option: its text, the free-text and flagged toggles, its place, and Delete (with the confirmation). */
export const OptionRow = memo(function OptionRow({ option, question, position, handleProps, moveButtonsProps }: OptionRowProps) {
  const { t } = useTranslation('forms');
  const { dispatch, askDeleteOption } = useEditorActions();
  const lockId = useId();
  const at = { ...question, option: option.key };
  const label = t('editor.optionNamed', { text: option.text.trim() || t('editor.optionNumbered', { position }) });
  // The toggles of every row read the same: their names say whose they are ("Flagged: Yes").
  const owner = option.text.trim() || t('editor.optionText', { position });
  return (
    <div className="obs-forms-option">
      <span {...handleProps}>
        <GripIcon />
      </span>
      <EditorField
        name={fieldNames.option(option.key)}
        label={t('editor.optionText', { position })}
        required
        value={option.text}
        onChange={(text) => dispatch({ type: 'option', at, patch: { text } })}
        className="obs-forms-option__text"
      />
      <div className="obs-forms-option__controls">
        <Checkbox
          label={<ToggleLabel shown={t('editor.freeText')} name={t('editor.freeTextFor', { option: owner })} />}
          checked={option.isFreeText}
          onChange={(isFreeText) => dispatch({ type: 'option', at, patch: { isFreeText } })}
        />
        <Checkbox
          label={<ToggleLabel shown={t('editor.flagged')} name={t('editor.flaggedFor', { option: owner })} />}
          checked={option.flagged}
          onChange={(flagged) => dispatch({ type: 'option', at, patch: { flagged } })}
        />
        <MoveButtons {...moveButtonsProps} />
        {option.locked && <LockBadge id={lockId} kind="option" />}
        <Button
          small
          aria-label={t('editor.deleteOptionNamed', { label })}
          aria-disabled={option.locked || undefined}
          aria-describedby={option.locked ? lockId : undefined}
          onClick={() => !option.locked && askDeleteOption(at, option)}
        >
          {t('editor.delete')}
        </Button>
      </div>
    </div>
  );
});

/**
 * A short visible label with a fuller name for assistive technology. The visible words are hidden
 * from the name and the whole name is given once, hidden from view: a hidden suffix alone would
 * get a space before it in Chromium ("Flagged : Yes").
 */
function ToggleLabel({ shown, name }: { readonly shown: string; readonly name: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}
