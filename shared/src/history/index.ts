export { History } from './History';
export type { HistoryExtraEntry, HistoryProps } from './History';
export { fetchItemHistory } from './historyApi';
export type { AuditEvent, HistoryEntityType } from './historyApi';
