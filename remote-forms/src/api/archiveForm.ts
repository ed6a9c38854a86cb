import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormListItem } from './types';

/**
 * PUT /api/v1/form/{id}/archive: the form leaves Public or Draft for Archived; observers no longer
 * get it, its answers stay. Answers the form's metadata.
 */
export function archiveForm(http: AreaHttpV1, formId: number): Promise<FormListItem> {
  return http.put<FormListItem>(`${FORMS_PATH}/${formId}/archive`);
}
