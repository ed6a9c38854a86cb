/**
 * Statistics that explain (issue 27): per-question results and the anomaly ranking.
 *
 * - `answers_option` (option_id) becomes `answers_option_scope` (option_id, county_id, ngo_id):
 *   a question's results count each option from this index alone, a county or an NGO being a
 *   seek inside each option's range. It still serves every `option_id = ?` probe the old one
 *   did (has an option answers, may it be removed), so the number of indexes written per
 *   answer is unchanged.
 * - `answers_station_question` (polling_station_id, question_id, option_id, ngo_id, flagged):
 *   the anomaly ranking reads each station's answers in station order from it: a form's flag
 *   counts per station and, for single-choice questions, whether two observers chose different
 *   options, with no sort and no visit to the table.
 * - `answer_threads_station` (polling_station_id): a station's threads (how many observers, and
 *   which), for the ranking's station ranges. A thread's station never changes, so this index is
 *   written once per thread, not on every answer.
 */
export const statistics = `
DROP INDEX answers_option;
CREATE INDEX answers_option_scope ON answers (option_id, county_id, ngo_id);
CREATE INDEX answers_station_question ON answers (polling_station_id, question_id, option_id, ngo_id, flagged);
CREATE INDEX answer_threads_station ON answer_threads (polling_station_id, ngo_id);
`;
