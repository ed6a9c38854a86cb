/**
 * The answer-thread totals, spread over shards (issue 28): each NGO's count of urgent and other
 * threads is the sum of up to 16 rows, chosen by observer (services/counts.ts), so concurrent
 * submissions that open threads on PostgreSQL lock different rows instead of queueing behind
 * one row until each commits. Totals are rebuilt from the threads here and at every start.
 */
export const threadCountShards = `
DROP TABLE thread_counts;
CREATE TABLE thread_counts (
  ngo_id INTEGER NOT NULL,
  urgent INTEGER NOT NULL,
  shard INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (ngo_id, urgent, shard)
);
INSERT INTO thread_counts (ngo_id, urgent, shard, n) SELECT ngo_id, urgent, 0, COUNT(*) FROM answer_threads GROUP BY ngo_id, urgent;
`;
