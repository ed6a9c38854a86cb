export { DateTime } from './DateTime';
export type { DateTimeProps, DateTimeStyle } from './DateTime';
