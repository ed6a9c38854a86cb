import { useTranslation } from 'react-i18next';
import type { Boundaries, MapCounty, MapStation } from '../api/types';
import { MapLegend } from './MapLegend';
import { StationMap } from './StationMap';
import { MAP_MARK, markMap } from '../lib/timing';

// For `npm run bench:front`: when the lazy chunk (leaflet and the points layer) has been evaluated.
markMap(MAP_MARK.viewLoaded);

export interface MapViewProps {
  readonly stations: readonly MapStation[];
  readonly counties: readonly MapCounty[];
  /** undefined while asked; null when the deployment has no outlines. */
  readonly boundaries: Boundaries | null | undefined;
  readonly county: string | undefined;
  readonly selectedId: number | null;
  readonly onOpen: (stationId: number) => void;
}

/** The map with its legend, and what it says about the outlines. */
export function MapView({ stations, counties, boundaries, county, selectedId, onOpen }: MapViewProps) {
  const { t, i18n } = useTranslation('map');
  return (
    <div className="obs-map-view">
      <StationMap
        // Made anew in another language (its controls' titles are set when it is made).
        key={i18n.language}
        stations={stations}
        counties={counties}
        boundaries={boundaries ?? null}
        county={county}
        selectedId={selectedId}
        onOpen={onOpen}
        label={t('map.label')}
        attribution={t('map.attribution')}
        zoomIn={t('map.zoomIn')}
        zoomOut={t('map.zoomOut')}
      />
      <p className="obs-map-hint">{t('map.keyboard')}</p>
      {boundaries === null && <p className="obs-map-hint">{t('map.noOutlines')}</p>}
      <MapLegend outlines={Boolean(boundaries)} />
    </div>
  );
}
