import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormMetaUpdate } from './types';

/** PUT /api/v1/form without sections: changes only what it carries (publish, unpublish, list order). */
export async function updateFormMeta(http: AreaHttpV1, update: FormMetaUpdate): Promise<void> {
  await http.put<unknown>(FORMS_PATH, update);
}
