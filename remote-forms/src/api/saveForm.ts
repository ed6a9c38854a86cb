import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormUpload } from './types';

/**
 * Uploads the whole form: POST for a new one (spec: with `draft` and `currentVersion`), PUT for
 * one that has an id (its sections, questions and options replaced in the order given).
 * Resolves with the form's id.
 */
export async function saveForm(http: AreaHttpV1, form: FormUpload): Promise<number> {
  const id = form.id === undefined ? await http.post<number>(FORMS_PATH, form) : await http.put<number>(FORMS_PATH, form);
  return Number(id ?? form.id);
}
