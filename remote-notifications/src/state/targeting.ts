import { atom } from 'jotai';
import { INITIAL_TARGETING } from '../lib/targeting';
import type { TargetingState } from '../lib/targeting';

export interface HeldTargeting {
  /** The link's `toObserverIds` as given ('' without one): another link starts the filter again. */
  readonly key: string;
  readonly state: TargetingState;
  /** Why the last search failed, for the sentence beside Retry. */
  readonly searchError: unknown;
}

/**
 * The observers filter (county, range, what Search found) in the area's store rather than in the
 * send page, so it survives a visit to the history: the area stays mounted under /notifications/*
 * while the page does not. It goes when the area unmounts (another area, or sign-out).
 */
export const targetingAtom = atom<HeldTargeting>({ key: '', state: INITIAL_TARGETING, searchError: null });
