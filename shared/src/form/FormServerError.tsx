import { useTranslation } from 'react-i18next';
import { errorMessage } from './fieldId';
import type { FieldErrorLike } from './fieldId';

export interface FormServerErrorProps {
  /** `formState.errors.root?.serverError` (set by applyServerErrors), or a message. */
  error?: FieldErrorLike;
}

/**
 * The slot for a failure that belongs to no field, shown above the submit button. The alert
 * region is always rendered so that a message appearing in it is announced. An error without a
 * message shows a translated "could not be saved" text.
 */
export function FormServerError({ error }: FormServerErrorProps) {
  const { t } = useTranslation('kit');
  const message = error ? errorMessage(error) || t('form.serverError') : undefined;
  return (
    <div role="alert" className={message ? 'obs-form-error' : undefined}>
      {message}
    </div>
  );
}
