import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { FormMeta, FormSection, PagedResult } from '@observatory/shared/model';
import type { County } from '@observatory/shared/model';
import { STATISTICS_PATH } from './getStatistic';
import { FREE_TEXT_PAGE_SIZE } from './types';
import type { FreeTextAnswer, QuestionResult, ResultFilters } from './types';

/** GET /api/v1/form?draft=false: the published forms, in their order. */
export async function listPublishedForms(http: AreaHttpV1, signal?: AbortSignal): Promise<FormMeta[]> {
  const result = await http.get<{ formVersions: FormMeta[] }>('/api/v1/form', { query: { draft: false }, signal });
  return [...result.formVersions].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** GET /api/v1/form/{id}: the form's sections, questions and options (what names the counts). */
export function getFormSections(http: AreaHttpV1, formId: number, signal?: AbortSignal): Promise<FormSection[]> {
  return http.get<FormSection[]>(`/api/v1/form/${formId}`, { signal });
}

/** GET /api/v1/county: every county, for the county filter. */
export function listCounties(http: AreaHttpV1, signal?: AbortSignal): Promise<County[]> {
  return http.get<County[]>('/api/v1/county', { signal });
}

/** GET /api/v1/statistics/questions?formId=&…filters: every question's answers counted by option. */
export function getQuestionResults(
  http: AreaHttpV1,
  formId: number,
  filters: ResultFilters,
  signal?: AbortSignal,
): Promise<QuestionResult[]> {
  return http.get<QuestionResult[]>(`${STATISTICS_PATH}/questions`, { query: { formId, ...filters }, signal });
}

/** GET /api/v1/statistics/questions/{questionId}/text: a page of a question's free texts, newest first. */
export function getFreeTexts(
  http: AreaHttpV1,
  questionId: number,
  filters: ResultFilters,
  page: number,
  signal?: AbortSignal,
): Promise<PagedResult<FreeTextAnswer>> {
  return http.get<PagedResult<FreeTextAnswer>>(`${STATISTICS_PATH}/questions/${questionId}/text`, {
    query: { ...filters, page, pageSize: FREE_TEXT_PAGE_SIZE },
    signal,
  });
}
