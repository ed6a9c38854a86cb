import { useTranslation } from 'react-i18next';
import { STATES } from '../lib/stateRules';
import { COVERAGE_FILL, STATE_STYLE, traceShape } from '../lib/stationStyle';
import type { Shape } from '../lib/stationStyle';

/** One state's shape as a small SVG, drawn by the same rule as the map's canvas. */
function ShapeIcon({ shape, color }: { shape: Shape; color: string }) {
  const path = new Path2DRecorder();
  traceShape(path, shape, 8, 8, 5);
  const ring = shape === 'ring';
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path.d} fill={ring ? 'none' : color} stroke={ring ? color : '#fff'} strokeWidth={ring ? 2.5 : 1.5} />
    </svg>
  );
}

/** Records canvas path calls as an SVG path, so legend and map share one drawing rule. */
class Path2DRecorder implements CanvasPath {
  d = '';
  moveTo(x: number, y: number) {
    this.d += `M${x} ${y}`;
  }
  lineTo(x: number, y: number) {
    this.d += `L${x} ${y}`;
  }
  closePath() {
    this.d += 'Z';
  }
  rect(x: number, y: number, w: number, h: number) {
    this.d += `M${x} ${y}h${w}v${h}h${-w}Z`;
  }
  arc(x: number, y: number, r: number) {
    this.d += `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  }
  // Not used by traceShape.
  arcTo() {}
  bezierCurveTo() {}
  ellipse() {}
  quadraticCurveTo() {}
  roundRect() {}
}

/** What each shape and colour means, and the coverage shading: words, shapes and colours together. */
export function MapLegend({ outlines }: { outlines: boolean }) {
  const { t } = useTranslation('map');
  return (
    <div className="obs-map-legend">
      <h2 className="obs-map-legend__title">{t('legend.title')}</h2>
      <ul className="obs-map-legend__list">
        {STATES.map((state) => (
          <li key={state}>
            <ShapeIcon shape={STATE_STYLE[state].shape} color={STATE_STYLE[state].color} /> {t(`states.${state}`)}
          </li>
        ))}
        <li>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6" fill="#fff" stroke="#37474f" strokeWidth="2" />
          </svg>{' '}
          {t('legend.cluster')}
        </li>
      </ul>
      {outlines && (
        <p className="obs-map-legend__coverage">
          <span>{t('legend.coverageLow')}</span>
          {COVERAGE_FILL.map((fill, band) => (
            <span key={fill} className={`obs-map-legend__swatch obs-map-legend__swatch--${band}`} aria-hidden="true" />
          ))}
          <span>{t('legend.coverageHigh')}</span>
        </p>
      )}
    </div>
  );
}
