import type { StationState } from '../api/types';

export type Shape = 'triangle' | 'diamond' | 'circle' | 'ring' | 'square';

/** Each state's colour and shape: the legend never relies on colour alone. */
export const STATE_STYLE: Readonly<Record<StationState, { readonly color: string; readonly shape: Shape }>> = {
  urgent: { color: '#c62828', shape: 'triangle' },
  resolved: { color: '#1565c0', shape: 'diamond' },
  present: { color: '#2e7d32', shape: 'circle' },
  left: { color: '#6d4c41', shape: 'ring' },
  none: { color: '#616161', shape: 'square' },
};

/** The county shading by coverage band (0 … 4), light to dark. */
export const COVERAGE_FILL = ['#f5f5f5', '#e3f2e3', '#b9deb9', '#7cbf7c', '#3f9a3f'] as const;

/** Draws one station's shape centred on (x, y), `r` its half size, on a canvas or an SVG path builder. */
export function traceShape(ctx: CanvasPath, shape: Shape, x: number, y: number, r: number): void {
  switch (shape) {
    case 'triangle':
      ctx.moveTo(x, y - r * 1.2);
      ctx.lineTo(x + r * 1.1, y + r * 0.8);
      ctx.lineTo(x - r * 1.1, y + r * 0.8);
      ctx.closePath();
      return;
    case 'diamond':
      ctx.moveTo(x, y - r * 1.2);
      ctx.lineTo(x + r * 1.2, y);
      ctx.lineTo(x, y + r * 1.2);
      ctx.lineTo(x - r * 1.2, y);
      ctx.closePath();
      return;
    case 'square':
      ctx.rect(x - r, y - r, r * 2, r * 2);
      return;
    default:
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
  }
}
