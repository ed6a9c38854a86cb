import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@observatory/shared/ui';
import { fieldNames } from '../../lib/fieldNames';
import { FORM_LIMITS } from '../../lib/formLimits';
import { useEditorActions } from './EditorContext';
import { EditorField } from './EditorField';

interface FormDetailsFieldsProps {
  readonly description: string;
  readonly code: string;
  readonly diaspora: boolean;
}

/**
 * The form's own fields. The spec names a title (the wire's `description`) and a description text
 * area; both are that one field (the original's two versions bound them to it, and the API has no
 * other), so it is one text area of at least 124 px: a second box would lose what is typed in it.
 */
export const FormDetailsFields = memo(function FormDetailsFields({ description, code, diaspora }: FormDetailsFieldsProps) {
  const { t } = useTranslation('forms');
  const { dispatch } = useEditorActions();
  return (
    <div className="obs-form-grid obs-section">
      <EditorField
        name={fieldNames.title}
        label={t('editor.title')}
        hint={t('editor.titleHint', { max: FORM_LIMITS.formTitle })}
        required
        multiline
        value={description}
        onChange={(value) => dispatch({ type: 'form', patch: { description: value } })}
        className="obs-form-grid__wide"
      />
      <EditorField
        name={fieldNames.code}
        label={t('editor.code')}
        hint={t('editor.codeHint')}
        required
        value={code}
        onChange={(value) => dispatch({ type: 'form', patch: { code: value } })}
      />
      <div className="obs-forms-diaspora-field">
        <Checkbox
          label={t('editor.diaspora')}
          checked={diaspora}
          onChange={(value) => dispatch({ type: 'form', patch: { diaspora: value } })}
        />
      </div>
    </div>
  );
});
