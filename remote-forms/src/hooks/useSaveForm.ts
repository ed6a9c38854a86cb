import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { isApiError } from '@observatory/shared/http';
import { useHostServices } from '@observatory/shared/services';
import { saveForm } from '../api/saveForm';
import type { AnsweredRemoval } from '../api/types';
import { fieldNames } from '../lib/fieldNames';
import { toUpload } from '../lib/formModel';
import type { EditorForm } from '../lib/formModel';
import { answeredRemovalOf, fieldOfWirePath, isDuplicateCode } from '../lib/serverErrors';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly id: number }
  /** Observers answered questions or options this save would remove (409). */
  | { readonly kind: 'answered'; readonly removal: AnsweredRemoval }
  /** The API refused values of named fields: a taken code (409) or a validation problem (400). */
  | { readonly kind: 'fields'; readonly errors: Readonly<Record<string, string>>; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export type SaveMode = 'draft' | 'publish';

/**
 * Uploads the form (POST for a new one, PUT for one that exists) and says what came of it, in the
 * person's language. One upload at a time: a second press while one runs does nothing.
 */
export function useSaveForm() {
  const { t } = useTranslation('forms');
  const { http } = useHostServices();
  const describe = useDescribeError();
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const running = useRef(false);

  const save = useCallback(
    async (form: EditorForm, mode: SaveMode): Promise<SaveOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setSaving(mode);
      try {
        return { kind: 'saved', id: await saveForm(http, toUpload(form, mode === 'draft')) };
      } catch (error) {
        const removal = answeredRemovalOf(error);
        if (removal) return { kind: 'answered', removal };
        if (isDuplicateCode(error)) {
          return { kind: 'fields', errors: { [fieldNames.code]: t('save.duplicateCode') }, message: t('save.refusedFields') };
        }
        if (isApiError(error) && error.status === 400) {
          // Said by the API's code (api/README.md "Field refusal codes"), next to the field it names.
          const byCode: Record<string, string> = {
            repeated_code: t('save.refused.repeatedCode'),
            repeated_id: t('save.refused.repeatedId'),
            required: t('save.refused.required'),
            too_long: t('save.refused.tooLong'),
            too_few: t('save.refused.tooFew'),
            too_many: t('save.refused.tooMany'),
          };
          const errors: Record<string, string> = {};
          for (const wire of Object.keys(error.fieldErrors)) {
            const name = fieldOfWirePath(form, wire);
            if (name) errors[name] = byCode[error.fieldCodes?.[wire]?.[0] ?? ''] ?? t('save.fieldRefused');
          }
          if (Object.keys(errors).length > 0) return { kind: 'fields', errors, message: t('save.refusedFields') };
        }
        return { kind: 'failed', message: describe(error, { what: t('save.failed') }) };
      } finally {
        running.current = false;
        setSaving(null);
      }
    },
    [describe, http, t],
  );

  return { save, saving };
}
