/**
 * Column lists of the bulk inserts (submissions, and both seeds): the row tuples they build
 * follow this order.
 */
export const OBSERVER_COLUMNS = ['ngo_id', 'phone', 'name', 'name_search', 'name_sort', 'pin_hash', 'created_at'];
export const STATION_VISIT_COLUMNS = [
  'observer_id',
  'polling_station_id',
  'ngo_id',
  'county_id',
  'station_number',
  'arrival_time',
  'leave_time',
  'urban_area',
  'president_female',
  'last_modified',
];
export const ANSWER_COLUMNS = [
  'observer_id',
  'polling_station_id',
  'option_id',
  'question_id',
  'form_id',
  'ngo_id',
  'county_id',
  'flagged',
  'value',
  'last_modified',
];
export const THREAD_COLUMNS = [
  'observer_id',
  'polling_station_id',
  'ngo_id',
  'county_id',
  'county_code',
  'station_number',
  'answers_count',
  'flagged_count',
  'urgent',
  'last_modified',
];
