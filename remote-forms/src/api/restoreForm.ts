import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormListItem } from './types';

/** PUT /api/v1/form/{id}/restore: an archived form becomes the last draft. Answers the form's metadata. */
export function restoreForm(http: AreaHttpV1, formId: number): Promise<FormListItem> {
  return http.put<FormListItem>(`${FORMS_PATH}/${formId}/restore`);
}
