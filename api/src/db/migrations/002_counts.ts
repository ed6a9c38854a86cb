/**
 * Running totals for the two lists staff open most (observers and answer threads), kept in
 * the same transactions as the rows they count, so an unfiltered page does not COUNT(*)
 * thousands of index entries on every request. Recomputed at every start (see counts.ts).
 */
export const counts = `
CREATE TABLE observer_counts (
  ngo_id INTEGER PRIMARY KEY,
  n INTEGER NOT NULL
);

CREATE TABLE thread_counts (
  ngo_id INTEGER NOT NULL,
  urgent INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (ngo_id, urgent)
);
`;
