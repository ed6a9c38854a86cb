/**
 * The flag-rate part of the anomaly ranking: an empirical-Bayes (beta-binomial) estimate of each
 * unit's flag rate, shrunk toward the rate of the group it belongs to (a station toward its
 * county, a county toward all counties). The formulas are written out in api/README.md
 * ("Anomaly ranking"); the tests check them on numbers worked by hand.
 */

/** The prior's strength, in answers, is kept within these bounds. */
export const PRIOR_MIN = 20;
export const PRIOR_MAX = 1000;
/**
 * A unit is named for its flag rate when its estimate is at least this many times its group's
 * rate, and it has at least this many flags: in a county with few flags any single one is many
 * times the county's rate, and one flag is not a pattern.
 */
const FLAG_RATE_RATIO = 1.5;
const FLAG_RATE_MIN_FLAGS = 2;

export interface Tally {
  /** Answers. */
  n: number;
  /** Of those, flagged. */
  f: number;
  /** The rate of the unit's group (the prior's mean). */
  p: number;
}

/**
 * The prior's strength κ by the method of moments. Under the beta-binomial model a unit's
 * flagged count has variance n·p(1−p)·(1 + (n−1)ρ) with ρ = 1/(κ+1), so
 *
 *   ρ̂ = [Σ (f − n·p)²/n − Σ p(1−p)] / Σ p(1−p)(n−1)
 *
 * (the spread between units beyond what chance alone gives, over what it could be), and
 * κ = 1/ρ̂ − 1, kept within [PRIOR_MIN, PRIOR_MAX]. No spread beyond chance (ρ̂ ≤ 0, or nothing
 * to measure it on) gives PRIOR_MAX: the units do not differ, so each estimate stays near its
 * group's rate.
 */
export function priorStrength(units: readonly Tally[]): number {
  let observed = 0;
  let chance = 0;
  let room = 0;
  for (const u of units) {
    if (u.n <= 0) continue;
    const v = u.p * (1 - u.p);
    observed += (u.f - u.n * u.p) ** 2 / u.n;
    chance += v;
    room += v * (u.n - 1);
  }
  if (room <= 0) return PRIOR_MAX;
  const rho = (observed - chance) / room;
  if (rho <= 0) return PRIOR_MAX;
  return Math.min(PRIOR_MAX, Math.max(PRIOR_MIN, 1 / rho - 1));
}

/** The posterior mean of the unit's rate: its flags and answers plus κ answers at its group's rate. */
export function shrunkRate(u: Tally, kappa: number): number {
  return (u.f + kappa * u.p) / (u.n + kappa);
}

/** How many times its group's rate the unit's estimate is (0 when the group has no flags). */
export function rateRatio(u: Tally, kappa: number): number {
  return u.p > 0 ? shrunkRate(u, kappa) / u.p : 0;
}

/** Whether the unit is named for its flag rate (see FLAG_RATE_RATIO). */
export function flagRateStandsOut(u: Tally, kappa: number): boolean {
  return u.f >= FLAG_RATE_MIN_FLAGS && rateRatio(u, kappa) >= FLAG_RATE_RATIO;
}
