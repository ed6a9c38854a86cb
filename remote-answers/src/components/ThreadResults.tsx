import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { EmptyState, ErrorIndicator, LoadingIndicator, Pagination } from '@observatory/shared/ui';
import type { PagedResult } from '@observatory/shared/model';
import type { AnswerThread } from '../api/types';
import { ThreadList } from './ThreadList';

export interface ThreadResultsProps {
  /** The page to draw: the one asked for, or while it loads the one shown before; undefined before any. */
  readonly page: PagedResult<AnswerThread> | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly urgent: boolean;
  /** A filter narrows the list: the empty state says so. */
  readonly filtered: boolean;
  readonly linkTo: (thread: AnswerThread) => string;
  readonly countyNames: ReadonlyMap<string, string>;
  readonly onRetry: () => void;
  readonly onPageChange: (page: number) => void;
}

/** The list's four states: loading, error with Reload, empty (filtered or not), the threads with pages. */
export function ThreadResults({ page, loading, error, urgent, filtered, linkTo, countyNames, onRetry, onPageChange }: ThreadResultsProps) {
  const { t } = useTranslation('answers');
  const describe = useDescribeError();
  const failure = error ? (
    <ErrorIndicator message={describe(error, { what: t('list.loadError') })} onRetry={onRetry} retryLabel={t('list.reload')} />
  ) : null;
  if (!page) return failure ?? <LoadingIndicator label={t('list.loading')} />;
  let content;
  if (page.totalItems === 0) {
    content = filtered ? (
      <EmptyState title={t('list.empty.filteredTitle')} message={t('list.empty.filteredMessage')} />
    ) : (
      <EmptyState title={urgent ? t('list.empty.noUrgentTitle') : t('list.empty.noneTitle')} message={t('list.empty.noneMessage')} />
    );
  } else if (page.data.length === 0) {
    content = <EmptyState title={t('list.empty.pastEndTitle')} message={t('list.empty.pastEndMessage')} />;
  } else {
    content = (
      <ThreadList threads={page.data} linkTo={linkTo} label={urgent ? t('urgent.listLabel') : t('list.label')} countyNames={countyNames} />
    );
  }
  return (
    <div className="obs-stack" aria-busy={loading || undefined}>
      {failure}
      {content}
      <Pagination
        page={page.page}
        pageSize={page.pageSize}
        totalItems={page.totalItems}
        totalPages={page.totalPages}
        onPageChange={onPageChange}
      />
    </div>
  );
}
