import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestResult, RequestState } from '@observatory/shared/area';
import { useParams, useSearchParams } from '@observatory/shared/router';
import { AsyncView, BackLink, EmptyState, PageHeading } from '@observatory/shared/ui';
import { QuestionCard } from '../components/QuestionCard';
import { RefreshControl } from '../components/RefreshControl';
import { ResultFiltersForm } from '../components/ResultFiltersForm';
import { useFilterWords } from '../hooks/useFilterWords';
import { useLiveQuery } from '../hooks/useLiveQuery';
import { useQuery } from '@observatory/shared/state';
import { ALL, countiesQuery, formSectionsQuery, publishedFormsQuery, questionResultsQuery } from '../state/explainQueries';
import { questionRows } from '../lib/questionRows';
import type { OptionRow } from '../lib/questionRows';
import type { FormSection } from '@observatory/shared/model';
import type { QuestionResult } from '../api/types';
import type { FilterValues } from '../lib/resultFilters';
import { answersLink, hasResultFilters, readResultFilters, toApiFilters, writeResultFilters } from '../lib/resultFilters';

const NO_COUNTIES: never[] = [];

interface ResultsData {
  readonly sections: readonly FormSection[];
  readonly results: readonly QuestionResult[];
}

/** The form and its counts as one view's state: shown once both arrived; a failed refresh of the counts said over them. */
function bothStates(sections: RequestState<FormSection[]>, results: RequestState<QuestionResult[]>): RequestState<ResultsData> {
  if (sections.status === 'error') return { status: 'error', error: sections.error };
  const counts = results.status === 'idle' ? undefined : results.data;
  if (sections.status !== 'success' || counts === undefined) {
    return results.status === 'error' ? { status: 'error', error: results.error } : { status: 'loading' };
  }
  const data = { sections: sections.data, results: counts };
  if (results.status === 'error') return { status: 'error', error: results.error, data };
  return results.status === 'loading' ? { status: 'loading', data } : { status: 'success', data };
}

const retryFailed = (request: Pick<RequestResult<unknown>, 'state' | 'retry'>) => {
  if (request.state.status === 'error') request.retry();
};

/**
 * A form's results (/statistics/forms/:formId): every question's answers counted by option under
 * the answers list's filters (kept in the address), each option linking to exactly its threads,
 * refreshed every minute like the dashboard.
 */
export function FormResultsPage() {
  const { t } = useTranslation('statistics');
  const formId = Number(useParams().formId);
  const validForm = Number.isInteger(formId) && formId >= 1;
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => readResultFilters(search), [search]);
  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);

  const forms = useQuery(publishedFormsQuery, ALL);
  const counties = useQuery(countiesQuery, ALL);
  const sections = useQuery(formSectionsQuery, validForm ? formId : null);
  const resultsParams = useMemo(() => (validForm ? { formId, filters: apiFilters } : null), [validForm, formId, apiFilters]);
  const live = useLiveQuery(questionResultsQuery, resultsParams);
  const countyList = counties.data ?? NO_COUNTIES;
  const filterWords = useFilterWords(filters, countyList).join(', ');

  const form = forms.data?.find((candidate) => candidate.id === formId);
  const title = form ? t('results.title', { form: `${form.code} ${form.description}` }) : t('results.titleUnnamed');
  const apply = useCallback((next: FilterValues) => setSearch(writeResultFilters(next)), [setSearch]);
  const linkOf = useCallback(
    (questionId: number) => (option: OptionRow) => answersLink(filters, formId, questionId, option.optionId),
    [filters, formId],
  );
  // Both requests in one view: the form names what the counts count.
  const both = { state: bothStates(sections.state, live.result.state), retry: () => [sections, live.result].forEach(retryFailed) };

  return (
    <section className="obs-page obs-stack obs-statistics-results">
      <p>
        <BackLink to="../..">{t('page.back')}</BackLink>
      </p>
      <header className="obs-page-header">
        <PageHeading>{title}</PageHeading>
        <RefreshControl
          updatedAt={live.updatedAt}
          refreshing={live.result.loading && live.result.data !== undefined}
          onRefresh={live.refresh}
        />
      </header>
      <ResultFiltersForm applied={filters} counties={countyList} onApply={apply} />
      {!validForm ? (
        <EmptyState title={t('results.notFoundTitle')} message={t('results.notFoundMessage')} />
      ) : (
        <AsyncView
          request={both}
          loadingLabel={t('results.loading')}
          errors={{ what: t('results.loadError'), 404: t('results.notFoundMessage') }}
          isEmpty={(data) => data.sections.every((section) => section.questions.length === 0)}
          empty={<EmptyState title={t('results.noQuestionsTitle')} message={t('results.noQuestionsMessage')} />}
        >
          {(data) => {
            const rows = questionRows(data.sections, data.results);
            return (
              <>
                {hasResultFilters(filters) && rows.every((row) => row.total === 0) && (
                  <p className="obs-statistics-intro">{t('results.noneUnderFilters', { filters: filterWords })}</p>
                )}
                <div className="obs-statistics-questions" aria-busy={live.result.loading || undefined}>
                  {rows.map((row) => (
                    <QuestionCard
                      key={row.questionId}
                      question={row}
                      linkOf={linkOf(row.questionId)}
                      filtersInWords={filterWords}
                      apiFilters={apiFilters}
                      stamp={live.updatedAt}
                    />
                  ))}
                </div>
              </>
            );
          }}
        </AsyncView>
      )}
    </section>
  );
}
