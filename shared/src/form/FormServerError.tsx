import { useTranslation } from 'react-i18next';

export interface FormServerErrorProps {
  /**
   * Why the last submit failed, in words for people (describeError), or `true` for the kit's
   * "could not be saved" sentence. Held in the form's own state, not in react-hook-form's errors,
   * so a failure that belongs to no field never disables Save.
   */
  readonly message?: string | true;
}

/**
 * The slot for a failure that belongs to no field, shown above the submit button. The alert
 * region is always rendered so that a message appearing in it is announced.
 */
export function FormServerError({ message }: FormServerErrorProps) {
  const { t } = useTranslation('kit');
  const text = message === true ? t('form.serverError') : message;
  return (
    <div role="alert" className={text ? 'obs-form-error' : undefined}>
      {text}
    </div>
  );
}
