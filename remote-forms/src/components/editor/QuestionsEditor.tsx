import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@observatory/shared/ui';
import { fieldNames } from '../../lib/fieldNames';
import { newQuestion } from '../../lib/formModel';
import type { EditorQuestion } from '../../lib/formModel';
import { questionLabel } from '../../lib/labels';
import { SortableList } from '../sortable/SortableList';
import { useEditorActions } from './EditorContext';
import { QuestionCard } from './QuestionCard';

interface QuestionsEditorProps {
  readonly section: string;
  readonly questions: readonly EditorQuestion[];
  readonly sectionLabel: string;
}

const keyOf = (question: EditorQuestion) => question.key;

/** A section's questions, reorderable within it, and Add question (the new one opens, its code focused). */
export function QuestionsEditor({ section, questions, sectionLabel }: QuestionsEditorProps) {
  const { t } = useTranslation('forms');
  const { dispatch, toggleQuestion, focusField, announce } = useEditorActions();
  const labelOf = useCallback((question: EditorQuestion) => questionLabel(t, question), [t]);
  const reorder = useCallback(
    (next: EditorQuestion[]) => dispatch({ type: 'reorderQuestions', section, keys: next.map(keyOf) }),
    [dispatch, section],
  );
  const add = () => {
    const question = newQuestion();
    dispatch({ type: 'addQuestion', section, question });
    toggleQuestion(question.key);
    focusField(fieldNames.question(question.key, 'code'));
  };
  return (
    <div className="obs-forms-questions">
      {questions.length === 0 ? (
        <p className="obs-forms-muted">{t('editor.noQuestions')}</p>
      ) : (
        <SortableList
          level="question"
          as="ol"
          items={questions}
          getId={keyOf}
          getItemLabel={labelOf}
          onReorder={reorder}
          announce={announce}
          className="obs-forms-questions__list"
          renderItem={(question, context) => (
            <QuestionCard
              question={question}
              section={section}
              index={context.index}
              handleProps={context.handleProps}
              moveButtonsProps={context.moveButtonsProps}
            />
          )}
        />
      )}
      <div className="obs-toolbar">
        <Button small onClick={add}>
          {t('editor.addQuestion')}
          <span className="obs-visually-hidden"> {t('editor.toSection', { label: sectionLabel })}</span>
        </Button>
      </div>
    </div>
  );
}
