import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { FileField, FormServerError } from '@observatory/shared/form';

/** The API's limit for an uploaded CSV, checked before anything is sent. */
const MAX_BYTES = 5 * 1024 * 1024;

interface Values {
  file: FileList | undefined;
}

export interface LocationsFormProps {
  readonly onImport: (file: File) => void;
  readonly uploading: boolean;
  readonly serverError?: string;
  /** A new file was chosen: the report about the previous one no longer applies. */
  readonly onFileChange: () => void;
}

/** The CSV of station locations, checked for .csv and size before anything is sent. */
export function LocationsForm({ onImport, uploading, serverError, onFileChange }: LocationsFormProps) {
  const { t } = useTranslation('map');
  const { register, handleSubmit, formState } = useForm<Values>({ mode: 'onChange', defaultValues: { file: undefined } });
  const files = (value: unknown) => value as FileList | undefined;
  const registration = register('file', {
    onChange: onFileChange,
    validate: {
      present: (value) => (files(value)?.length ?? 0) > 0 || t('import.fileRequired'),
      csv: (value) => !files(value)?.[0] || /\.csv$/i.test(files(value)![0]!.name) || t('import.fileType'),
      size: (value) => (files(value)?.[0]?.size ?? 0) <= MAX_BYTES || t('import.fileTooLarge'),
    },
  });
  const submit = handleSubmit(({ file }) => {
    const chosen = file?.[0];
    if (chosen) onImport(chosen);
  });
  return (
    <form className="obs-stack" onSubmit={submit} noValidate>
      <FileField
        registration={registration}
        label={t('import.file')}
        accept=".csv,text/csv"
        required
        hint={t('import.fileHint')}
        error={formState.errors.file}
        disabled={uploading}
      />
      <FormServerError message={serverError} />
      <div className="obs-toolbar">
        <Button
          type="submit"
          variant={ButtonVariant.PURPLE}
          disabled={!formState.isValid}
          busy={uploading}
          busyLabel={t('import.uploading')}
        >
          {t('import.submit')}
        </Button>
      </div>
    </form>
  );
}
