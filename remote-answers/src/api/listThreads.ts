import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import { answerFilterQuery } from './filterQuery';
import type { AnswerThread, ThreadQuery } from './types';

const THREADS_PATH = '/api/v1/answers';

/**
 * GET /api/v1/answers: one page of threads, newest first (or not-yet-resolved first). The extra
 * details of each thread come inline, so a page costs one request.
 */
export function listThreads(http: AreaHttpV1, query: ThreadQuery, signal?: AbortSignal): Promise<PagedResult<AnswerThread>> {
  return http.get<PagedResult<AnswerThread>>(THREADS_PATH, {
    query: {
      ...answerFilterQuery(query),
      page: query.page,
      pageSize: query.pageSize,
      unresolvedFirst: query.unresolvedFirst ? true : undefined,
    },
    signal,
  });
}
