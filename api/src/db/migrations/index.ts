import type { Queryable } from '../types.js';
import { init } from './001_init.js';
import { counts } from './002_counts.js';
import { fillNameKeys, observerIdentity, observerIdentityIndexes } from './003_observer_identity.js';
import { followUp } from './004_follow_up.js';
import { sharedState } from './005_shared_state.js';
import { formArchive } from './006_form_archive.js';
import { audit } from './007_audit.js';
import { threadClaims } from './008_thread_claims.js';
import { threadCountShards } from './009_thread_count_shards.js';
import { statistics } from './010_statistics.js';
import { FILL_STATION_ROWS, stationLocations } from './011_station_locations.js';
import { fillAttention, pushAttention } from './012_push_attention.js';
import { auditLabels } from './013_audit_labels.js';
import { auditRetentionById } from './014_audit_retention_by_id.js';
import { auditEntityIndex, auditRecordedTrigger } from './015_audit_entity_index.js';
import { auditIdsWithoutSequence } from './016_audit_ids_without_sequence.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data computed in application code, run after `sql` in the same transaction. */
  fill?: (q: Queryable) => Promise<void>;
  /** Statements run after `fill` (e.g. indexes built once the data is in place). */
  sqlAfter?: string;
  /**
   * What the two dialects write differently (a trigger's body): each dialect's statements, run one
   * by one after `sqlAfter`. A statement may hold semicolons of its own.
   */
  byDialect?: Readonly<Record<'sqlite' | 'postgres', readonly string[]>>;
}

/** Applied in order at start; never edit one that has shipped, add the next instead. */
export const migrations: Migration[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'counts', sql: counts },
  { version: 3, name: 'observer_identity', sql: observerIdentity, fill: fillNameKeys, sqlAfter: observerIdentityIndexes },
  { version: 4, name: 'follow_up', sql: followUp },
  { version: 5, name: 'shared_state', sql: sharedState },
  { version: 6, name: 'form_archive', sql: formArchive },
  { version: 7, name: 'audit', sql: audit },
  { version: 8, name: 'thread_claims', sql: threadClaims },
  { version: 9, name: 'thread_count_shards', sql: threadCountShards },
  { version: 10, name: 'statistics', sql: statistics },
  { version: 11, name: 'station_locations', sql: stationLocations, sqlAfter: FILL_STATION_ROWS },
  { version: 12, name: 'push_attention', sql: pushAttention, fill: fillAttention },
  { version: 13, name: 'audit_labels', sql: auditLabels },
  { version: 14, name: 'audit_retention_by_id', sql: auditRetentionById },
  { version: 15, name: 'audit_entity_index', sql: auditEntityIndex, byDialect: auditRecordedTrigger },
  { version: 16, name: 'audit_ids_without_sequence', sql: '', byDialect: auditIdsWithoutSequence },
];
