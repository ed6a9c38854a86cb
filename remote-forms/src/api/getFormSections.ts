import type { AreaHttpV1 } from '@observatory/shared/contract';
import { FORMS_PATH } from './types';
import type { LoadedSection } from './types';

/** GET /api/v1/form/{id}: the form's sections, questions and options in order (with answer locks for staff). */
export async function getFormSections(http: AreaHttpV1, formId: number, signal?: AbortSignal): Promise<LoadedSection[]> {
  const sections = await http.get<LoadedSection[] | null>(`${FORMS_PATH}/${formId}`, { signal });
  return [...(sections ?? [])];
}
