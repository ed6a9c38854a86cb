import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@observatory/shared/router';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, EmptyState, ErrorIndicator, LoadingIndicator, PageHeading } from '@observatory/shared/ui';
import type { MapCounty, MapStation } from '../api/types';
import { CountyTable } from '../components/CountyTable';
import { ExportUncovered } from '../components/ExportUncovered';
import { MapFilters } from '../components/MapFilters';
import { RefreshStatus } from '../components/RefreshStatus';
import { StationPanel } from '../components/StationPanel';
import { StationTable } from '../components/StationTable';
import { useMapData } from '../hooks/useMapData';
import { useMapViewChunk } from '../hooks/useMapViewChunk';
import { readMapSearch, writeMapSearch } from '../lib/mapSearch';
import type { MapSearch } from '../lib/mapSearch';
import { useShownStations } from '../hooks/useShownStations';

/** /map: the situation map, or the same data as tables (?view=table), with the station panel beside. */
export function MapPage() {
  const { t } = useTranslation('map');
  const { user } = useHostServices();
  const [search, setSearch] = useSearchParams();
  const value = readMapSearch(search);
  // The map's chunk first: its download then starts before the stations are asked.
  const mapView = useMapViewChunk(value.view === 'map');
  const MapView = mapView.component;
  const { stations, counties, boundaries, tick } = useMapData(value.window);
  const shownOf = useShownStations(value);
  const change = (next: MapSearch) => setSearch(writeMapSearch(next), { replace: true });
  const open = (station: number | null) => change({ ...value, station });
  const viewLink = (view: MapSearch['view']) => `?${writeMapSearch({ ...value, view }).toString()}`;
  const countyList: readonly MapCounty[] = counties.data ?? [];

  const body = (all: readonly MapStation[]) => {
    const shown = shownOf(all);
    if (value.view === 'table') {
      const county = countyList.find((c) => c.code === value.county);
      return (
        <div className="obs-stack">
          <div className="obs-toolbar">
            <ExportUncovered stations={shown} />
          </div>
          <CountyTable counties={countyList} expanded={value.county} onExpand={(code) => change({ ...value, county: code })} />
          {county && <StationTable stations={shown} title={t('table.stationsTitle', { county: county.name })} onOpen={open} />}
        </div>
      );
    }
    return MapView ? (
      <MapView
        stations={shown}
        counties={countyList}
        boundaries={boundaries.data}
        county={value.county}
        selectedId={value.station}
        onOpen={open}
      />
    ) : mapView.failed ? (
      <div className="obs-stack">
        <ErrorIndicator message={t('viewFailed')} onRetry={mapView.retry} />
        <Link className="obs-link" to={viewLink('table')}>
          {t('views.table')}
        </Link>
      </div>
    ) : (
      <LoadingIndicator label={t('loading')} />
    );
  };

  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
        <nav className="obs-toolbar" aria-label={t('views.label')}>
          <Link className="obs-link" to={viewLink('map')} aria-current={value.view === 'map' ? 'page' : undefined}>
            {t('views.map')}
          </Link>
          <Link className="obs-link" to={viewLink('table')} aria-current={value.view === 'table' ? 'page' : undefined}>
            {t('views.table')}
          </Link>
          {user.organizer && (
            <Link className="obs-link" to="import">
              {t('import.link')}
            </Link>
          )}
        </nav>
      </div>
      <MapFilters value={value} counties={countyList} onChange={change} />
      <RefreshStatus
        updatedAt={stations.view.held?.fetchedAt}
        failed={Boolean(stations.error ?? counties.error) && stations.data !== undefined}
        refreshing={stations.loading}
        onRefresh={() => {
          void stations.refresh();
          void counties.refresh();
        }}
      />
      <div className="obs-map-layout">
        <div className="obs-map-main">
          {stations.data !== undefined && stations.data.length > 0 ? (
            body(stations.data)
          ) : (
            <AsyncView
              request={stations}
              loadingLabel={t('loading')}
              isEmpty={(list) => list.length === 0}
              empty={<EmptyState title={t('empty.title')} message={t('empty.message')} />}
            >
              {body}
            </AsyncView>
          )}
        </div>
        {value.station !== null && <StationPanel stationId={value.station} tick={tick} onClose={() => open(null)} />}
      </div>
    </section>
  );
}
