import { useMemo, useRef } from 'react';
import { Link, Outlet } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';
import type { County } from '@observatory/shared/model';
import type { AnswerThread } from '../api/types';
import { appliedFilters } from '../lib/appliedFilters';
import { hasFilters, toAnswerFilters, writeListParams } from '../lib/listParams';
import { detailsPath, listPath } from '../lib/paths';
import { AnswerFilters } from '../components/AnswerFilters';
import { LinkedFilters } from '../components/LinkedFilters';
import { CountiesStatus } from '../components/CountiesStatus';
import { DownloadButton } from '../components/DownloadButton';
import { ListToolbar } from '../components/ListToolbar';
import { ThreadResults } from '../components/ThreadResults';
import { useAreaMounts } from '../hooks/useAreaMounts';
import { useFocusAfterClose } from '../hooks/useFocusAfterClose';
import { useListParams } from '../hooks/useListParams';
import { useLiveUpdates } from '../hooks/useLiveUpdates';
import { useAnswerNames } from '../hooks/useAnswerNames';
import { useCounties } from '../hooks/useReferenceData';
import { useThreads } from '../hooks/useThreads';
import type { AnswersOutletContext } from '../lib/detailsOutlet';
import { preloadDetails } from './detailsChunk';

const NO_COUNTIES: readonly County[] = [];

/**
 * /answers (and the urgent list, /answers?urgente=true): filters, the threads in pages with
 * Refresh and live updates, Download, and the details of the chosen thread beside the list
 * (stacked on a narrow screen). Filters, page and order live in the address.
 */
export function AnswersPage() {
  const { t } = useTranslation('answers');
  const mounts = useAreaMounts();
  const { params, applyFilters, resetFilters, removeLinked, setPage, setOrder } = useListParams();
  const threads = useThreads(params);
  const counties = useCounties();
  const countyList = counties.data ?? NO_COUNTIES;
  const countyNames = useMemo(() => new Map(countyList.map((county) => [county.code, county.name])), [countyList]);
  const live = useLiveUpdates(threads.query, threads.held);
  const results = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterClose(results, heading);
  const exportFilters = useMemo(() => toAnswerFilters(params), [params]);
  const answerNames = useAnswerNames(params.formId ? Number(params.formId) : null);
  const applied = useMemo(() => appliedFilters(params, countyNames, answerNames), [params, countyNames, answerNames]);
  const listSearch = writeListParams(params, false);
  const linkTo = (thread: AnswerThread) => detailsPath(mounts, thread, params.urgent, writeListParams(params, params.urgent));
  const otherList = listPath(mounts, writeListParams({ ...params, urgent: !params.urgent, page: 1, order: 'unresolvedFirst' }, false));
  const context: AnswersOutletContext = { closeTo: listPath(mounts, listSearch) };

  const toResults = () => results.current?.focus();
  const changePage = (page: number) => {
    setPage(page);
    toResults();
  };
  const showNew = () => {
    live.acknowledge();
    if (params.page !== 1) setPage(1);
    void threads.refreshFirstPage();
    toResults();
  };

  return (
    <section className="obs-page obs-answers-page">
      <div className="obs-page-header">
        <PageHeading headingRef={heading}>{params.urgent ? t('urgent.title') : t('title')}</PageHeading>
        <Link className="obs-link" to={otherList}>
          {params.urgent ? t('urgent.showAll') : t('urgent.showUrgent')}
        </Link>
      </div>
      <AnswerFilters
        applied={params}
        counties={countyList}
        countiesStatus={<CountiesStatus state={counties.state} onRetry={counties.retry} />}
        onFilter={applyFilters}
        onReset={resetFilters}
        actions={(pending) => (
          <>
            <DownloadButton kind="answers" filters={exportFilters} applied={applied} pending={pending} />
            <DownloadButton kind="notes" filters={exportFilters} applied={applied} pending={pending} />
          </>
        )}
      />
      <LinkedFilters applied={applied} onRemove={removeLinked} />
      <div className="obs-answers-layout">
        <div className="obs-answers-list">
          <ListToolbar
            fetchedAt={threads.held?.fetchedAt}
            refreshing={threads.loading && threads.held !== undefined}
            onRefresh={() => void threads.refresh()}
            newCount={live.count}
            onShowNew={showNew}
            order={params.urgent ? params.order : undefined}
            onOrderChange={setOrder}
          />
          {/* A pointer over the list or the keyboard in it: a thread is about to open, its details' code starts. */}
          <div ref={results} tabIndex={-1} className="obs-answers-results" onPointerOver={preloadDetails} onFocus={preloadDetails}>
            <ThreadResults
              page={threads.page}
              loading={threads.loading}
              error={threads.error}
              urgent={params.urgent}
              filtered={hasFilters(params)}
              linkTo={linkTo}
              countyNames={countyNames}
              onRetry={() => void threads.refresh()}
              onPageChange={changePage}
            />
          </div>
        </div>
        <div className="obs-answers-pane">
          <Outlet context={context} />
        </div>
      </div>
    </section>
  );
}
