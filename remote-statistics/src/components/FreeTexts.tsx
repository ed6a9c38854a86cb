import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, DateTime, EmptyState, Pagination } from '@observatory/shared/ui';
import { getFreeTexts } from '../api/questionResults';
import { FREE_TEXT_PAGE_SIZE } from '../api/types';
import type { ResultFilters } from '../api/types';
import { stationAnswersLink } from '../lib/resultFilters';
import { ShellLink } from './ShellLink';

export interface FreeTextsProps {
  readonly questionId: number;
  readonly filters: ResultFilters;
  /** When the page's figures last arrived: the texts are asked again with them (the page on screen kept meanwhile). */
  readonly stamp: number | null;
  readonly label: string;
}

/** What observers wrote in a question's free-text options, newest first and paged, each with its observer and station. */
export function FreeTexts({ questionId, filters, stamp, label }: FreeTextsProps) {
  const { t } = useTranslation('statistics');
  const { http } = useHostServices();
  const [page, setPage] = useState(1);
  // `stamp` is no input of the request: it asks again whenever the page's figures arrive.
  const request = useRequest(
    (signal) => getFreeTexts(http, questionId, filters, page, signal),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [http, questionId, filters, page, stamp],
    { keepData: true },
  );
  return (
    <section className="obs-statistics-texts" aria-label={label} aria-busy={request.loading || undefined}>
      <AsyncView
        request={request}
        errors={{ what: t('results.texts.loadError') }}
        isEmpty={(found) => found.totalItems === 0}
        empty={<EmptyState title={t('results.texts.emptyTitle')} message={t('results.texts.emptyMessage')} />}
      >
        {(found) => (
          <>
            <ul className="obs-statistics-texts__list">
              {found.data.map((text) => (
                <li key={`${text.observerId}:${text.pollingStationId}:${text.optionId}`} className="obs-statistics-texts__item">
                  <p className="obs-statistics-texts__text">
                    <bdi>{text.text}</bdi>
                  </p>
                  <p className="obs-statistics-texts__who">
                    <bdi>{text.observerName}</bdi>
                    {', '}
                    <ShellLink to={stationAnswersLink(text.countyCode, text.pollingStationNumber)}>
                      {t('results.texts.station', { county: text.countyCode, number: text.pollingStationNumber })}
                    </ShellLink>
                    {', '}
                    <DateTime value={text.lastModified} />
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              page={found.page}
              pageSize={FREE_TEXT_PAGE_SIZE}
              totalItems={found.totalItems}
              totalPages={found.totalPages}
              onPageChange={setPage}
              label={t('results.texts.pagination', { label })}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
