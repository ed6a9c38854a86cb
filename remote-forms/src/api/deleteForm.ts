import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';

/** DELETE /api/v1/form?formId=. A form with answers is refused with 409. */
export async function deleteForm(http: AreaHttpV1, formId: number): Promise<void> {
  await http.delete<unknown>(FORMS_PATH, { query: { formId } });
}
