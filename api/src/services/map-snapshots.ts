import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Db } from '../db/types.js';
import { mapCounties, mapFingerprint, mapStations, placedStations, type MapScope, type PlacedStation } from './map.js';

const gzip = promisify(zlib.gzip);

/** One answer of a map list, serialized once: its ETag, its JSON, and (made on first demand) its gzip. */
export class MapSnapshot {
  private zipped: Promise<Buffer> | undefined;
  readonly etag: string;
  constructor(readonly json: string) {
    // Weak: the same answer is sent plain or gzipped.
    this.etag = `W/"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  }
  gzip(): Promise<Buffer> {
    this.zipped ??= gzip(this.json, { level: 6 });
    return this.zipped;
  }
}

export type MapList = 'stations' | 'counties';
const MAX_ENTRIES = 256;

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
  private placed: { fingerprint: string; stations: Promise<PlacedStation[]> } | undefined;
  private seq = 0;
  constructor(private readonly db: Db) {}

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
    // Read before the data: the kept fingerprint is never newer than what the snapshot holds.
    const fingerprint = await mapFingerprint(this.db);
    const rows =
      list === 'stations'
        ? await mapStations(this.db, scope, await this.placedStations(fingerprint.stations))
        : await mapCounties(this.db, scope);
    const snapshot = new MapSnapshot(JSON.stringify(rows));
    this.cache.delete(key);
    this.cache.set(key, { fingerprint: fingerprint.all, snapshot });
    // Oldest first: `since` windows make many keys; keep the map bounded.
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    return snapshot;
  }

  /** Where the stations are changes only with an import: read again only then. */
  private placedStations(fingerprint: string): Promise<PlacedStation[]> {
    if (this.placed?.fingerprint !== fingerprint) {
      const stations = placedStations(this.db);
      this.placed = { fingerprint, stations };
      stations.catch(() => {
        if (this.placed?.stations === stations) this.placed = undefined;
      });
    }
    return this.placed.stations;
  }
}
