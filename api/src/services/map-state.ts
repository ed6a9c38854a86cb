/**
 * The situation map's rules (issue 24), as the caller's NGO sees a station: pure, so the route,
 * the county figures and the tests read one definition.
 */
export const STATION_STATES = ['none', 'present', 'left', 'urgent', 'resolved'] as const;
export type StationState = (typeof STATION_STATES)[number];

export interface StationFacts {
  /** Observers checked in and not left. */
  present: number;
  /** Observers who checked in and left. */
  left: number;
  /** Threads with a flagged answer that are not resolved. */
  urgentOpen: number;
  /** Threads with a flagged answer, resolved. */
  urgentResolved: number;
}

/** The first that applies: urgent, resolved, present, left, none. */
export function stationState(f: StationFacts): StationState {
  if (f.urgentOpen > 0) return 'urgent';
  if (f.urgentResolved > 0) return 'resolved';
  if (f.present > 0) return 'present';
  if (f.left > 0) return 'left';
  return 'none';
}

/** A station is covered while one of the NGO's observers is there (checked in, not left). */
export const isCovered = (f: StationFacts): boolean => f.present > 0;
