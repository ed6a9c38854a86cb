import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@observatory/shared/state';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, Button, ButtonVariant, DateTime } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import type { MapStationDetail } from '../api/types';
import { notifyPath, threadPath } from '../lib/mapSearch';
import { stationQuery } from '../state/mapQueries';

export interface StationPanelProps {
  readonly stationId: number;
  /** Counts the map's polls: the panel asks again with each. */
  readonly tick: number;
  readonly onClose: () => void;
}

/** A host path as a real link (open in a new tab works), followed through the shell's navigate. */
function HostLink({ to, children }: { to: string; children: string }) {
  const { navigate } = useHostServices();
  return (
    <a
      className="obs-link"
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function StationFacts({ station }: { station: MapStationDetail }) {
  const { t, i18n } = useTranslation('map');
  const present = station.observers.filter((observer) => observer.present);
  return (
    <>
      <p>
        <strong>{t(`states.${station.state}`)}</strong> · {station.countyName}
      </p>
      <p>{station.address ?? t('panel.noAddress')}</p>
      <h3 className="obs-map-panel__subtitle">
        {t('panel.observers', { count: present.length, total: formatNumber(present.length, i18n.language) })}
      </h3>
      {present.length === 0 ? (
        <p>{t('panel.nobody')}</p>
      ) : (
        <ul className="obs-map-panel__list">
          {present.map((observer) => (
            <li key={observer.id}>
              <bdi>{observer.name}</bdi> · {t('panel.since')} <DateTime value={observer.arrivalTime} style="time" />
            </li>
          ))}
        </ul>
      )}
      <h3 className="obs-map-panel__subtitle">{t('panel.threads')}</h3>
      {station.urgentThreads.length === 0 ? (
        <p>{t('panel.noThreads')}</p>
      ) : (
        <ul className="obs-map-panel__list">
          {station.urgentThreads.map((thread) => (
            <li key={thread.observerId}>
              <HostLink to={threadPath(thread.observerId, station.id)}>
                {t(thread.followUp === 'resolved' ? 'panel.threadResolved' : 'panel.threadOpen', { name: thread.observerName })}
              </HostLink>
            </li>
          ))}
        </ul>
      )}
      {present.length > 0 && (
        <p>
          <HostLink to={notifyPath(present.map((observer) => observer.id))}>{t('panel.message')}</HostLink>
        </p>
      )}
    </>
  );
}

/** The station panel: asked when opened and with each poll; closing gives focus back to the page. */
export function StationPanel({ stationId, tick, onClose }: StationPanelProps) {
  const { t } = useTranslation('map');
  const request = useQuery(stationQuery, stationId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { refresh } = request;
  useEffect(() => {
    heading.current?.focus();
  }, [stationId]);
  useEffect(() => {
    if (tick > 0) void refresh();
  }, [tick, refresh]);
  const number = request.data?.id === stationId ? request.data.number : undefined;
  return (
    <aside className="obs-map-panel obs-card" aria-labelledby="obs-map-panel-title">
      <div className="obs-map-panel__header">
        <h2 id="obs-map-panel-title" ref={heading} tabIndex={-1} className="obs-card__title">
          {number === undefined ? t('panel.loadingTitle') : t('panel.title', { number })}
        </h2>
        <Button variant={ButtonVariant.BGGRAY} small onClick={onClose}>
          {t('panel.close')}
        </Button>
      </div>
      <AsyncView request={request} loadingLabel={t('panel.loading')}>
        {(station) => <StationFacts station={station} />}
      </AsyncView>
    </aside>
  );
}
