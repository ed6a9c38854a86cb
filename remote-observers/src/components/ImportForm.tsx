import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { FileField, FormServerError, TextField, combineRules, useValidators } from '@observatory/shared/form';
import { useHostServices } from '@observatory/shared/services';
import { CSV_MAX_BYTES } from '../api/types';
import { formatNumber } from '@observatory/shared/i18n';

interface ImportFormValues {
  ngoId: string;
  file: FileList | undefined;
}

interface ImportFormProps {
  /** Starts the upload; the form stays disabled while `uploading`. */
  onImport: (file: File, ngoId: number) => void;
  uploading: boolean;
  /** Why the last upload failed, in words for people, shown above the button. */
  serverError?: string;
  /** A new file was chosen: the report about the previous one no longer applies. */
  onFileChange?: () => void;
}

const MIB = 1024 * 1024;

/**
 * The NGO id and the CSV file, both required (spec section 5). A non-organizer imports into their
 * own NGO only, so the field is locked to it; an organizer may type another NGO's id. The file is
 * checked for .csv and size before anything is uploaded (SEC-7).
 */
export function ImportForm({ onImport, uploading, serverError, onFileChange }: ImportFormProps) {
  const { t, i18n } = useTranslation('observers');
  const { user } = useHostServices();
  const v = useValidators();
  const locked = !user.organizer;
  const { register, handleSubmit, formState } = useForm<ImportFormValues>({
    mode: 'onChange',
    defaultValues: { ngoId: user.ngoId === null ? '' : String(user.ngoId), file: undefined },
  });
  const { errors, isValid } = formState;
  const maxSize = formatNumber(CSV_MAX_BYTES / MIB, i18n.language);

  const ngoRules = combineRules(v.required(t('import.ngoId')), {
    validate: { positive: (value) => (/^\d+$/.test(String(value).trim()) && Number(value) > 0) || t('import.ngoIdInvalid') },
  });
  const fileRules = {
    onChange: () => onFileChange?.(),
    validate: {
      present: (files: unknown) => ((files as FileList | undefined)?.length ?? 0) > 0 || t('import.fileRequired'),
      csv: (files: unknown) =>
        !(files as FileList | undefined)?.[0] || /\.csv$/i.test((files as FileList)[0]!.name) || t('import.fileType'),
      size: (files: unknown) =>
        ((files as FileList | undefined)?.[0]?.size ?? 0) <= CSV_MAX_BYTES || t('import.fileTooLarge', { size: maxSize }),
    },
  };

  const submit = handleSubmit(({ ngoId, file }) => {
    const chosen = file?.[0];
    if (chosen) onImport(chosen, Number(ngoId));
  });

  return (
    <form className="obs-stack obs-observers-form" onSubmit={submit} noValidate>
      <TextField
        registration={register('ngoId', ngoRules)}
        label={t('import.ngoId')}
        required
        readOnly={locked}
        inputMode="numeric"
        hint={locked ? t('import.ngoIdLocked', { name: user.ngoName ?? '' }) : t('import.ngoIdHint')}
        error={errors.ngoId}
        disabled={uploading}
      />
      <FileField
        registration={register('file', fileRules)}
        label={t('import.file')}
        accept=".csv,text/csv"
        required
        hint={t('import.fileHint', { size: maxSize })}
        error={errors.file}
        disabled={uploading}
      />
      <FormServerError message={serverError} />
      <div className="obs-toolbar">
        <Button type="submit" variant={ButtonVariant.PURPLE} disabled={!isValid} busy={uploading} busyLabel={t('import.uploading')}>
          {t('import.submit')}
        </Button>
      </div>
    </form>
  );
}
