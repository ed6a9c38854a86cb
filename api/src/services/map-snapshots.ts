import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ReadPath } from '../db/types.js';
import {
  mapCounties,
  mapFingerprint,
  mapStationsJson,
  placedStations,
  stationActivity,
  type MapScope,
  type PlacedStation,
  type StationActivity,
} from './map.js';

const gzip = promisify(zlib.gzip);

/** gzip's default level: what a snapshot served many times is sent with. */
const SETTLED_LEVEL = 6;
/** Sends after which a snapshot made with a quick level is compressed again at SETTLED_LEVEL. */
const SETTLED_SENDS = 8;

/**
 * One answer of a map list, serialized once: its ETag, its JSON, and (made on first demand) its
 * gzip. `quickLevel` (the polled lists, compressed again each time they change): the first gzip
 * is made at that cheaper level; once the snapshot has been sent SETTLED_SENDS times (the data
 * has settled), it is compressed again at SETTLED_LEVEL in the background and later sends take
 * the smaller body. A list that changes every poll pays the quick level only.
 */
export class MapSnapshot {
  private zipped: Promise<Buffer> | undefined;
  private sends = 0;
  readonly etag: string;
  constructor(
    readonly json: string,
    private readonly quickLevel = SETTLED_LEVEL,
  ) {
    // Weak: the same answer is sent plain or gzipped.
    this.etag = `W/"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  }
  gzip(): Promise<Buffer> {
    this.zipped ??= gzip(this.json, { level: this.quickLevel });
    if (++this.sends === SETTLED_SENDS && this.quickLevel !== SETTLED_LEVEL) {
      const quick = this.zipped;
      gzip(this.json, { level: SETTLED_LEVEL }).then(
        (settled) => {
          if (this.zipped === quick) this.zipped = Promise.resolve(settled);
        },
        () => undefined,
      );
    }
    return this.zipped;
  }
}

export type MapList = 'stations' | 'counties';
const MAX_ENTRIES = 256;
/**
 * First gzip level of the polled lists: while answers arrive a list changes between polls and is
 * compressed again; level 1 costs about a fifth of level 6's CPU for about 28 % more bytes
 * (20,000 stations: 384 KB against 299 KB). A list that stays is recompressed at level 6.
 */
const LIST_GZIP_LEVEL = 1;

/** Activity is held only from one list's computation to the other's: a few scopes. */
const MAX_ACTIVITIES = 8;

/** Keeps at most `max`, the oldest set leaving first (`since` windows make many keys). */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

interface Flight {
  /** When it began reading, on the requests' sequence. */
  seq: number;
  snapshot: Promise<MapSnapshot>;
}

/**
 * The map's two lists, kept per scope until the database's fingerprint moves (mapFingerprint):
 * a poll that finds nothing changed costs one indexed query. When it has moved, computations
 * are shared without ever answering older than the request: a request joins a computation
 * that began after it arrived, or the one queued behind the running one; so under a stream of
 * writes at most one runs per scope at a time, however many staff poll. Per instance; another
 * instance's writes move the fingerprint too.
 */
export class MapSnapshots {
  private readonly cache = new Map<string, { fingerprint: string; snapshot: MapSnapshot }>();
  private readonly started = new Map<string, Flight>();
  private readonly queued = new Map<string, Promise<MapSnapshot>>();
  private placed: { key: string; stations: Promise<PlacedStation[]> } | undefined;
  /** Each scope's station activity at a fingerprint: both lists of a scope are made from one read. */
  private readonly activity = new Map<string, { fingerprint: string; activity: Promise<StationActivity> }>();
  private seq = 0;
  /** The read path (Db.replica): the fingerprint is read where the lists are read, and before them. */
  constructor(private readonly db: ReadPath) {}

  async get(list: MapList, scope: MapScope): Promise<MapSnapshot> {
    const arrival = ++this.seq;
    const key = `${list}|${scope.ngoId ?? '*'}|${scope.countyId ?? ''}|${scope.since ?? ''}`;
    const hit = this.cache.get(key);
    if (hit && hit.fingerprint === (await mapFingerprint(this.db)).all) return hit.snapshot;
    const running = this.started.get(key);
    if (running && running.seq > arrival) return running.snapshot;
    const queued = this.queued.get(key);
    if (queued) return queued;
    const next = (running?.snapshot ?? Promise.resolve()).then(
      () => this.start(key, list, scope),
      () => this.start(key, list, scope),
    );
    this.queued.set(key, next);
    return next;
  }

  private start(key: string, list: MapList, scope: MapScope): Promise<MapSnapshot> {
    this.queued.delete(key);
    const flight: Flight = { seq: ++this.seq, snapshot: this.compute(key, list, scope) };
    this.started.set(key, flight);
    const forget = () => {
      if (this.started.get(key) === flight) this.started.delete(key);
    };
    flight.snapshot.then(forget, forget);
    return flight.snapshot;
  }

  private async compute(key: string, list: MapList, scope: MapScope): Promise<MapSnapshot> {
    // Read before the data, on the same server: the kept fingerprint is never newer than what the
    // snapshot holds. Reads that spanned a move between replica and primary are answered, not kept.
    const moves = this.db.moves;
    const fingerprint = await mapFingerprint(this.db);
    const activity = this.activityOf(scope, `${moves}|${fingerprint.all}`);
    const json =
      list === 'stations'
        ? mapStationsJson(await this.placedStations(`${moves}|${fingerprint.stations}`), scope, await activity)
        : JSON.stringify(await mapCounties(this.db, scope, activity));
    // Unchanged for this scope (another scope's data moved, or nothing shown did): the same
    // snapshot, so the same ETag and the gzip already made.
    const held = this.cache.get(key)?.snapshot;
    const snapshot = held?.json === json ? held : new MapSnapshot(json, LIST_GZIP_LEVEL);
    if (this.db.moves !== moves) return snapshot;
    keep(this.cache, key, { fingerprint: fingerprint.all, snapshot }, MAX_ENTRIES);
    return snapshot;
  }

  /** The scope's activity at this fingerprint, read once for both lists. */
  private activityOf(scope: MapScope, fingerprint: string): Promise<StationActivity> {
    const key = `${scope.ngoId ?? '*'}|${scope.countyId ?? ''}|${scope.since ?? ''}`;
    const held = this.activity.get(key);
    if (held?.fingerprint === fingerprint) return held.activity;
    const activity = stationActivity(this.db, scope);
    keep(this.activity, key, { fingerprint, activity }, MAX_ACTIVITIES);
    activity.catch(() => {
      if (this.activity.get(key)?.activity === activity) this.activity.delete(key);
    });
    return activity;
  }

  /** Where the stations are changes only with an import: read again only then. */
  private placedStations(key: string): Promise<PlacedStation[]> {
    if (this.placed?.key !== key) {
      const stations = placedStations(this.db);
      this.placed = { key, stations };
      stations.catch(() => {
        if (this.placed?.stations === stations) this.placed = undefined;
      });
    }
    return this.placed.stations;
  }
}
