import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@observatory/shared/model';
import { VisuallyHidden } from '@observatory/shared/ui';
import type { Note } from '../api/types';
import type { AnswersByOption } from '../lib/flags';
import { isQuestionFlagged, isSingleChoice, optionView } from '../lib/flags';
import { FlagMark } from './Marks';
import { NoteList } from './NoteList';

/** The empty or ticked box (or round mark, for single choice) drawn before an option. */
function OptionMark({ single, chosen }: { readonly single: boolean; readonly chosen: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false" className="obs-answers-option__mark">
      {single ? (
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
      ) : (
        <rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="currentColor" />
      )}
      {chosen &&
        (single ? (
          <circle cx="8" cy="8" r="3.5" fill="currentColor" />
        ) : (
          <path d="M4 8.5l2.5 2.5L12 5" fill="none" stroke="currentColor" strokeWidth="2" />
        ))}
    </svg>
  );
}

export interface QuestionAnswersProps {
  readonly question: Question;
  readonly answers: AnswersByOption;
  /** The question's notes, or null while notes are hidden. */
  readonly notes: readonly Note[] | null;
}

/**
 * One question with every option: the chosen ones ticked (and said so in words), free text as
 * written, read-only. A flagged question, and a flagged option that was chosen, are red and carry
 * a "Flagged" mark. A question with no answer says so.
 */
export function QuestionAnswers({ question, answers, notes }: QuestionAnswersProps) {
  const { t } = useTranslation('answers');
  const headingId = useId();
  const single = isSingleChoice(question.questionType);
  const flagged = isQuestionFlagged(question.optionsToQuestions, answers);
  const answered = answers.size > 0;
  return (
    <article
      className={flagged ? 'obs-answers-question obs-answers-question--flagged' : 'obs-answers-question'}
      aria-labelledby={headingId}
    >
      <h4 id={headingId} className="obs-answers-question__text">
        <span className="obs-answers-question__code">{question.code}</span> <bdi>{question.text}</bdi>
      </h4>
      {flagged && <FlagMark label={t('details.flaggedQuestion')} />}
      {!answered && <p className="obs-answers-not-answered">{t('details.notAnswered')}</p>}
      <ul className="obs-answers-options">
        {question.optionsToQuestions.map((option, index) => {
          const view = optionView(option, answers);
          const classes = [
            'obs-answers-option',
            view.chosen ? 'obs-answers-option--chosen' : '',
            view.flaggedChoice ? 'obs-answers-option--flagged' : '',
          ];
          return (
            <li key={option.optionId ?? index} className={classes.filter(Boolean).join(' ')}>
              <OptionMark single={single} chosen={view.chosen} />
              <bdi>{option.text}</bdi>
              <VisuallyHidden>{view.chosen ? t('details.chosen') : t('details.notChosen')}</VisuallyHidden>
              {view.flaggedChoice && <FlagMark />}
              {option.isFreeText && view.chosen && (
                <p className="obs-answers-free-text">
                  <span className="obs-answers-free-text__label">{t('details.written')}</span>{' '}
                  <bdi>{view.value ?? t('details.noText')}</bdi>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {notes && notes.length > 0 && <NoteList notes={notes} label={t('notes.ofQuestion', { code: question.code })} />}
    </article>
  );
}
