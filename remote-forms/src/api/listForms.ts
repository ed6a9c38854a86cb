import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormListItem, FormListResponse } from './types';

/** GET /api/v1/form?draft=: the public forms or the drafts, in the stored order. */
export async function listForms(http: AreaHttpV1, draft: boolean, signal?: AbortSignal): Promise<FormListItem[]> {
  const answer = await http.get<FormListResponse>(FORMS_PATH, { query: { draft }, signal });
  return [...(answer?.formVersions ?? [])];
}
