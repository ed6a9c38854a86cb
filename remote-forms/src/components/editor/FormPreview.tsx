import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorForm, EditorQuestion } from '../../lib/formModel';
import { isSingleChoice } from '../../lib/labels';
import { AlertIcon } from '@observatory/shared/ui';

function PreviewQuestion({ question }: { readonly question: EditorQuestion }) {
  const { t } = useTranslation('forms');
  const name = useId();
  const single = isSingleChoice(question.questionType);
  return (
    <li className="obs-forms-preview__question">
      <fieldset>
        <legend>
          <span className="obs-forms-question__code">{question.code}</span> <bdi>{question.text}</bdi>
        </legend>
        <p className="obs-forms-muted">{single ? t('preview.chooseOne') : t('preview.chooseAny')}</p>
        <ul className="obs-forms-preview__options">
          {question.options.map((option) => (
            <li
              key={option.key}
              className={option.flagged ? 'obs-forms-preview__option obs-forms-preview__option--flagged' : 'obs-forms-preview__option'}
            >
              <label>
                <input type={single ? 'radio' : 'checkbox'} name={name} disabled />
                <bdi>{option.text}</bdi>
              </label>
              {option.flagged && (
                <span className="obs-badge obs-badge--danger">
                  <AlertIcon />
                  <span>{t('preview.flagged')}</span>
                </span>
              )}
              {option.isFreeText && (
                <label className="obs-forms-preview__free">
                  <span className="obs-visually-hidden">{t('preview.freeTextFor', { option: option.text })}</span>
                  <input type="text" className="obs-input" disabled placeholder={t('preview.freeText')} />
                </label>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </li>
  );
}

/**
 * The form as an observer will see it, read-only: sections, questions and options in order,
 * flagged options marked (with an icon and a word, never colour alone).
 */
export function FormPreview({ form }: { readonly form: EditorForm }) {
  const { t } = useTranslation('forms');
  return (
    <div className="obs-stack obs-forms-preview">
      <p className="obs-forms-muted">{t('preview.intro')}</p>
      {form.sections.length === 0 && <p>{t('preview.empty')}</p>}
      {form.sections.map((section, index) => (
        <section key={section.key} className="obs-section obs-forms-preview__section">
          <h2 className="obs-forms-section__heading">
            {t('preview.sectionHeading', { position: index + 1 })} <bdi>{section.description || section.code}</bdi>
          </h2>
          <ol className="obs-forms-preview__questions">
            {section.questions.map((question) => (
              <PreviewQuestion key={question.key} question={question} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
