import { useTranslation } from 'react-i18next';
import { FormField } from '@observatory/shared/form';
import { QuestionType } from '@observatory/shared/model';
import { EDITABLE_QUESTION_TYPES } from '../../lib/labels';

interface QuestionTypeFieldProps {
  readonly name: string;
  readonly value: QuestionType;
  readonly onChange: (value: QuestionType) => void;
}

/** The question type: the four types of spec section 3, by their translated names. */
export function QuestionTypeField({ name, value, onChange }: QuestionTypeFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <FormField name={name} label={t('editor.questionType')}>
      {(control) => (
        <select
          {...control}
          className="obs-input obs-select"
          value={String(value)}
          onChange={(event) => onChange(Number(event.target.value) as QuestionType)}
        >
          {EDITABLE_QUESTION_TYPES.map((type) => (
            <option key={type} value={String(type)}>
              {t(`questionTypes.${type}`)}
            </option>
          ))}
          {!EDITABLE_QUESTION_TYPES.includes(value) && <option value={String(value)}>{t(`questionTypes.${QuestionType.SINGLE}`)}</option>}
        </select>
      )}
    </FormField>
  );
}
