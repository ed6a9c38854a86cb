import type { Observer } from '../api/types';

/** What can be done to one observer from a row or a card; the page owns the dialogs behind them. */
export interface ObserverActionHandlers {
  readonly onEdit: (observer: Observer) => void;
  readonly onDelete: (observer: Observer) => void;
  readonly onNotify: (observer: Observer) => void;
  readonly onResetPassword: (observer: Observer) => void;
}
