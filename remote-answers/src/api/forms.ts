import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { FormMeta, FormSection } from '@observatory/shared/model';

const FORMS_PATH = '/api/v1/form';

/** GET /api/v1/form?draft=false: the published forms, one tab each, in their order. */
export async function listPublishedForms(http: AreaHttpV1, signal?: AbortSignal): Promise<FormMeta[]> {
  const result = await http.get<{ formVersions: FormMeta[] }>(FORMS_PATH, { query: { draft: false }, signal });
  return [...result.formVersions].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** GET /api/v1/form/{id}: a form's sections, questions and options. */
export function getFormSections(http: AreaHttpV1, formId: number, signal?: AbortSignal): Promise<FormSection[]> {
  return http.get<FormSection[]>(`${FORMS_PATH}/${formId}`, { signal });
}
