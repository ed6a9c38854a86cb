/**
 * The last Module Federation lifecycle stage that failed, per remote. Written by the runtime
 * plugin (which runs before the share scope exists, so this file imports nothing) and read by the
 * area loader to classify and log a failure once.
 */
export interface StageFailure {
  readonly stage: string;
  readonly url?: string;
  readonly error: unknown;
}

const lastFailures = new Map<string, StageFailure>();

export function recordStageFailure(remoteName: string, failure: StageFailure): void {
  lastFailures.set(remoteName, failure);
}

export function takeStageFailure(remoteName: string): StageFailure | undefined {
  const failure = lastFailures.get(remoteName);
  lastFailures.delete(remoteName);
  return failure;
}

/** Per-request time limits that keep a slow remote inside the area's 10 s budget. */
export const MANIFEST_TIMEOUT_MS = 4_000;
export const SCRIPT_TIMEOUT_MS = 6_000;
