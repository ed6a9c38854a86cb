import { useTranslation } from 'react-i18next';
import { combineRules, hasNonWhitespace, useValidators } from '@observatory/shared/form';
import type { Rules } from '@observatory/shared/form';

/**
 * A required text of the notification: the kit's 'required' sentence with the field's name, also
 * for a text of spaces only (the API trims it to nothing), and the API's own maximum length.
 */
export function useTextRules(field: string, max: number): Rules {
  const { t } = useTranslation('kit');
  const v = useValidators();
  const required = t('kit:validation.required', { field });
  return combineRules(
    { required: { value: true, message: required } },
    { validate: { notBlank: (value) => hasNonWhitespace(value) || required } },
    v.maxLength(field, max),
  );
}
