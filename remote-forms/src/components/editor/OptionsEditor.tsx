import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, Button } from '@observatory/shared/ui';
import { fieldId } from '@observatory/shared/form';
import type { QuestionAddress } from '../../lib/editorReducer';
import { fieldNames } from '../../lib/fieldNames';
import { newOption } from '../../lib/formModel';
import type { EditorOption } from '../../lib/formModel';
import { SortableList } from '../sortable/SortableList';
import { useEditorActions, useFieldError } from './EditorContext';
import { OptionRow } from './OptionRow';

interface OptionsEditorProps {
  readonly at: QuestionAddress;
  readonly options: readonly EditorOption[];
  /** Names the question in the buttons ("Add option to question B1"). */
  readonly questionLabel: string;
}

const keyOf = (option: EditorOption) => option.key;

/** A question's options, reorderable, then Add option and Add predefined options. */
export function OptionsEditor({ at, options, questionLabel }: OptionsEditorProps) {
  const { t } = useTranslation('forms');
  const { dispatch, openPredefined, focusField, announce } = useEditorActions();
  const errorId = useId();
  const name = fieldNames.questionOptions(at.question);
  const error = useFieldError(name);
  const labelOf = useCallback(
    (option: EditorOption) => t('editor.optionNamed', { text: option.text.trim() || t('editor.optionUntitled') }),
    [t],
  );
  const { section, question } = at;
  const reorder = useCallback(
    (next: EditorOption[]) => dispatch({ type: 'reorderOptions', at: { section, question }, keys: next.map(keyOf) }),
    [dispatch, section, question],
  );
  const addOption = () => {
    const option = newOption();
    dispatch({ type: 'addOption', at, option });
    focusField(fieldNames.option(option.key));
  };

  return (
    <div className="obs-forms-options">
      <h4 className="obs-forms-options__title">{t('editor.options')}</h4>
      {options.length > 0 && (
        <SortableList
          level="option"
          items={options}
          getId={keyOf}
          getItemLabel={labelOf}
          onReorder={reorder}
          announce={announce}
          className="obs-forms-options__list"
          renderItem={(option, context) => (
            <OptionRow
              option={option}
              question={at}
              position={context.index + 1}
              handleProps={context.handleProps}
              moveButtonsProps={context.moveButtonsProps}
            />
          )}
        />
      )}
      {error && (
        <p className="obs-field__error" id={errorId}>
          <AlertIcon />
          <span>{error}</span>
        </p>
      )}
      <div className="obs-toolbar">
        <Button small id={fieldId(name)} aria-describedby={error ? errorId : undefined} onClick={addOption}>
          {t('editor.addOption')}
          <span className="obs-visually-hidden"> {t('editor.toQuestion', { label: questionLabel })}</span>
        </Button>
        <Button small onClick={() => openPredefined(at)}>
          {t('editor.addPredefined')}
          <span className="obs-visually-hidden"> {t('editor.toQuestion', { label: questionLabel })}</span>
        </Button>
      </div>
    </div>
  );
}
