import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, DateTime, EmptyState } from '@observatory/shared/ui';
import { fetchItemHistory } from './historyApi';
import type { AuditEvent, HistoryEntityType } from './historyApi';

/** An entry an area merges into the history (e.g. a thread's follow-up changes made by the system). */
export interface HistoryExtraEntry {
  readonly key: string;
  readonly at: string;
  /** Already translated. */
  readonly text: string;
}

export interface HistoryProps {
  readonly entityType: HistoryEntityType;
  readonly entityId: string | number;
  /** Merged into the list by time (newest first). */
  readonly extra?: readonly HistoryExtraEntry[];
  /** The heading level of "History" in the page (default 2). */
  readonly headingLevel?: 2 | 3;
}

interface Line {
  readonly key: string;
  readonly at: string;
  readonly text: string;
  readonly detail?: string;
}

/**
 * One item's history (who changed what, when), from the audit trail: newest first, each event in
 * words in the current language with its time, the server's summary of what changed beside it.
 * The loading, error (with Retry) and empty states are the kit's.
 */
export function History({ entityType, entityId, extra = [], headingLevel = 2 }: HistoryProps) {
  const { t } = useTranslation('kit');
  const { http } = useHostServices();
  const headingId = useId();
  const request = useRequest((signal) => fetchItemHistory(http, entityType, entityId, signal), [http, entityType, entityId]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const toLine = (e: AuditEvent): Line => ({
    key: `event-${e.id}`,
    at: e.at,
    text: t(`history.action.${e.action}`, { actor: e.actor || t('history.someone'), defaultValue: e.action }),
    detail: e.summary,
  });
  return (
    <section className="obs-history" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('history.title')}</Heading>
      <AsyncView
        request={request}
        errors={{ what: t('history.loadError') }}
        isEmpty={(events) => events.length === 0 && extra.length === 0}
        empty={<EmptyState message={t('history.empty')} />}
      >
        {(events) => {
          const lines: Line[] = [...events.map(toLine), ...extra].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
          return (
            <ol className="obs-history__list">
              {lines.map((line) => (
                <li key={line.key} className="obs-history__item">
                  <DateTime value={line.at} /> <span className="obs-history__text">{line.text}</span>
                  {line.detail ? (
                    <>
                      {' '}
                      <bdi className="obs-history__detail">{line.detail}</bdi>
                    </>
                  ) : null}
                </li>
              ))}
            </ol>
          );
        }}
      </AsyncView>
    </section>
  );
}
