import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { FormListItem, FormListResponse, FormListStatus } from './types';

const QUERY: Record<FormListStatus, Record<string, boolean>> = {
  public: { draft: false },
  draft: { draft: true },
  archived: { archived: true },
};

/** GET /api/v1/form?draft= (Public, Draft) or ?archived=true (Archived): one tab's forms, in the stored order. */
export async function listForms(http: AreaHttpV1, tab: FormListStatus, signal?: AbortSignal): Promise<FormListItem[]> {
  const answer = await http.get<FormListResponse>(FORMS_PATH, { query: QUERY[tab], signal });
  return [...(answer?.formVersions ?? [])];
}
