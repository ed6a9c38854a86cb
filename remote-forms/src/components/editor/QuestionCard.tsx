import { memo, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from '@observatory/shared/form';
import { Button, ChevronDownIcon, GripIcon, MoveButtons } from '@observatory/shared/ui';
import type { MoveButtonsProps } from '@observatory/shared/ui';
import { fieldNames } from '../../lib/fieldNames';
import type { EditorQuestion } from '../../lib/formModel';
import { questionLabel } from '../../lib/labels';
import type { SortableItemContext } from '../sortable/SortableList';
import { ExpandedContext, useEditorActions } from './EditorContext';
import { EditorField } from './EditorField';
import { LockBadge } from './LockBadge';
import { OptionsEditor } from './OptionsEditor';
import { QuestionTypeField } from './QuestionTypeField';

interface QuestionCardProps {
  readonly question: EditorQuestion;
  readonly section: string;
  readonly index: number;
  readonly handleProps: SortableItemContext['handleProps'];
  readonly moveButtonsProps: MoveButtonsProps;
}

/**
 * A collapsible question (APG accordion: a button in a heading). The header shows its code and
 * text; open, it has code, type, text and the options. Remove asks nothing (spec) but can be undone;
 * a question observers answered cannot be removed.
 */
export const QuestionCard = memo(function QuestionCard({ question, section, index, handleProps, moveButtonsProps }: QuestionCardProps) {
  const { t } = useTranslation('forms');
  const { dispatch, removeQuestion, toggleQuestion } = useEditorActions();
  const expanded = useContext(ExpandedContext).has(question.key);
  const ids = { toggle: fieldId(fieldNames.question(question.key, 'toggle')), body: useId(), lock: useId() };
  const at = { section, question: question.key };
  const label = questionLabel(t, question);
  const locked = question.locked || question.options.some((option) => option.locked);

  return (
    <div className="obs-forms-question" role="group" aria-labelledby={ids.toggle}>
      <div className="obs-forms-question__bar">
        <span {...handleProps}>
          <GripIcon />
        </span>
        <h3 className="obs-forms-question__heading">
          <button
            id={ids.toggle}
            type="button"
            className="obs-forms-question__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? ids.body : undefined}
            onClick={() => toggleQuestion(question.key)}
          >
            <ChevronDownIcon className={expanded ? 'obs-forms-chevron obs-forms-chevron--open' : 'obs-forms-chevron'} />
            <span className="obs-forms-question__code">{question.code.trim() || t('editor.noCode')}</span>
            <bdi className="obs-forms-question__text">{question.text.trim() || t('editor.noText')}</bdi>
          </button>
        </h3>
        {locked && <LockBadge id={ids.lock} kind="question" />}
        <MoveButtons {...moveButtonsProps} />
        <Button
          small
          aria-label={t('editor.removeQuestionNamed', { label })}
          aria-disabled={locked || undefined}
          aria-describedby={locked ? ids.lock : undefined}
          onClick={() => !locked && removeQuestion(at, question, index)}
        >
          {t('editor.remove')}
        </Button>
      </div>
      {expanded && (
        <div id={ids.body} className="obs-forms-question__body">
          <div className="obs-form-grid">
            <EditorField
              name={fieldNames.question(question.key, 'code')}
              label={t('editor.questionCode')}
              required
              value={question.code}
              onChange={(code) => dispatch({ type: 'question', at, patch: { code } })}
            />
            <QuestionTypeField
              name={fieldNames.question(question.key, 'type')}
              value={question.questionType}
              onChange={(questionType) => dispatch({ type: 'question', at, patch: { questionType } })}
            />
            <EditorField
              name={fieldNames.question(question.key, 'text')}
              label={t('editor.questionText')}
              required
              value={question.text}
              onChange={(text) => dispatch({ type: 'question', at, patch: { text } })}
              className="obs-form-grid__wide"
            />
          </div>
          <OptionsEditor at={at} options={question.options} questionLabel={label} />
        </div>
      )}
    </div>
  );
});
