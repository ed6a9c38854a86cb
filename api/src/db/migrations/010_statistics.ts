/**
 * Statistics that explain (issue 27): per-question results and the anomaly ranking.
 *
 * - `answers_option` (option_id) becomes `answers_option_scope` (option_id, county_id, ngo_id):
 *   a question's results count each option from this index alone, a county or an NGO being a
 *   seek inside each option's range. It still serves every `option_id = ?` probe the old one
 *   did (has an option answers, may it be removed), so the number of indexes written per
 *   answer is unchanged (a 10-answer replace: 171 -> 183 µs of CPU in SQLite, within noise).
 * - `answer_threads_station` (polling_station_id, ngo_id, observer_id): a range of stations'
 *   threads, from which the anomaly ranking reads their answers by primary key (option ids,
 *   mapped to questions in memory-sized tables). A thread's station never changes, so it is
 *   written once per thread, not on every answer. (An index on answers by station and question
 *   made that read 1.4 times faster but doubled the index work of every submission.)
 */
export const statistics = `
DROP INDEX answers_option;
CREATE INDEX answers_option_scope ON answers (option_id, county_id, ngo_id);
CREATE INDEX answer_threads_station ON answer_threads (polling_station_id, ngo_id, observer_id);
`;
