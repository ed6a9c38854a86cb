import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaId, RemoteModuleV1 } from '@observatory/shared/contract';
import type { AreaDefinition } from '../config/areaRegistry';
import type { Environment } from '../config/environment';
import { AreaLoadError, classifyLoadError } from './areaLoadError';
import { preloadAreaEntry, registerAreas, remoteOf } from './areaRemotes';
import { assertRemoteModule } from './assertRemoteModule';
import { createAreaStatusStore } from './areaStatus';
import type { AreaStatusStore } from './areaStatus';
import { takeStageFailure } from './loadTrace';

/** One budget covers manifest, entry and first chunk, retries included. */
const AREA_LOAD_BUDGET_MS = 10_000;
/** Network failures are retried at most twice, with growing pauses. */
const RETRY_DELAYS_MS: readonly number[] = [150, 350];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withDeadline<T>(promise: Promise<T>, ms: number, remoteName: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AreaLoadError('timeout', `${remoteName} did not load within ${AREA_LOAD_BUDGET_MS} ms`, 'budget')),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Registers the pinned areas at start-up and loads each one on first visit, with a time budget,
 * bounded retries of network failures, a contract check and one log line per failure.
 */
export interface AreaLoaderOptions {
  /**
   * Awaited before an area's code runs: the host loads what it shares (the kit, the libraries), so
   * an area never brings its own copy of a shared module.
   */
  readonly prepare?: () => Promise<unknown>;
}

export function createAreaLoader(environment: Environment, areas: readonly AreaDefinition[], options: AreaLoaderOptions = {}) {
  const prepared = options.prepare ? options.prepare() : Promise.resolve();
  const preloaded = new Set<AreaId>();
  const modules = new Map<AreaId, Promise<RemoteModuleV1>>();
  /** Loads begun before anything asked (start): their outcome, failure included, goes to the first load(). */
  const started = new Set<AreaId>();
  const status: AreaStatusStore = createAreaStatusStore(
    Object.fromEntries(
      areas.map((area) => [
        area.id,
        { state: 'not-loaded', version: environment.areas[area.id].version, manifestUrl: environment.areas[area.id].manifestUrl },
      ]),
    ) as Parameters<typeof createAreaStatusStore>[0],
  );

  registerAreas(environment, areas);

  async function attempt(area: AreaDefinition): Promise<RemoteModuleV1> {
    const started = performance.now();
    for (let attemptIndex = 0; ; attemptIndex += 1) {
      const remaining = AREA_LOAD_BUDGET_MS - (performance.now() - started);
      try {
        const exposed = await withDeadline(
          prepared.then(() => loadRemote<{ area?: unknown }>(`${area.remoteName}/area`)),
          remaining,
          area.remoteName,
        );
        const module = assertRemoteModule(exposed?.area, area.id);
        status.update(area.id, { state: 'loaded', loadMs: Math.round(performance.now() - started), error: undefined });
        return module;
      } catch (error) {
        const stage = takeStageFailure(area.remoteName)?.stage ?? 'load';
        const failure = classifyLoadError(error, stage);
        const delay = RETRY_DELAYS_MS[attemptIndex];
        const hasTime = delay !== undefined && performance.now() - started + delay < AREA_LOAD_BUDGET_MS;
        if (failure.retryable && failure.kind !== 'timeout' && hasTime) {
          await sleep(delay);
          // Re-registering with force drops the runtime's cached failure for this remote.
          registerRemotes([remoteOf(environment, area)], { force: true });
          continue;
        }
        console.error(
          JSON.stringify({
            event: 'area-load-failed',
            remote: area.remoteName,
            url: environment.areas[area.id].manifestUrl,
            stage: failure.stage,
            kind: failure.kind,
            attempts: attemptIndex + 1,
            elapsedMs: Math.round(performance.now() - started),
            error: failure.message,
          }),
        );
        status.update(area.id, { state: 'failed', error: failure.message });
        throw failure;
      }
    }
  }

  const forgetOnFailure = (area: AreaDefinition, pending: Promise<RemoteModuleV1>) =>
    pending.catch((error: unknown) => {
      modules.delete(area.id);
      throw error;
    });

  return {
    status,
    /** The area's module, loading it on first use; a failed load is forgotten so it can be retried. */
    load(area: AreaDefinition): Promise<RemoteModuleV1> {
      const cached = modules.get(area.id);
      if (cached && started.delete(area.id)) {
        const taken = forgetOnFailure(area, cached);
        modules.set(area.id, taken);
        return taken;
      }
      if (cached) return cached;
      status.update(area.id, { state: 'loading' });
      const pending = forgetOnFailure(area, attempt(area));
      modules.set(area.id, pending);
      return pending;
    },
    /**
     * Starts loading the area the page shows before its place in the page asks for it: its code
     * then runs as soon as it arrives, beside the shell's own first render, instead of after it.
     * The first load() takes the outcome, a failure too (one attempt, one log line).
     */
    start(area: AreaDefinition): void {
      if (modules.has(area.id)) return;
      status.update(area.id, { state: 'loading' });
      const pending = attempt(area);
      pending.catch(() => undefined);
      modules.set(area.id, pending);
      started.add(area.id);
    },
    /** Retry from the fallback: forget the failure in the runtime too, then load again. */
    retry(area: AreaDefinition): Promise<RemoteModuleV1> {
      modules.delete(area.id);
      started.delete(area.id);
      registerRemotes([remoteOf(environment, area)], { force: true });
      return this.load(area);
    },
    /**
     * Fetches an area's manifest and puts its entry and first chunk in the browser's cache without
     * running them (on hover or focus of its link, or when the browser is idle after sign-in), so
     * the first visit costs one round trip or none. A failure here is silent: the visit will say it.
     */
    preload(area: AreaDefinition): void {
      if (preloaded.has(area.id) || modules.has(area.id)) return;
      preloaded.add(area.id);
      preloadAreaEntry(area).catch(() => preloaded.delete(area.id));
    },
    /** Areas whose module is loaded, for the language switch. */
    async loadedModules(): Promise<RemoteModuleV1[]> {
      const settled = await Promise.allSettled(modules.values());
      return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    },
  };
}

export type AreaLoader = ReturnType<typeof createAreaLoader>;
